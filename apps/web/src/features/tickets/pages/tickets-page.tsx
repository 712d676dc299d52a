import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import type { TicketStatus } from '@shortlist/domain/tickets/ticket-values';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/client.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageContainer } from '../../../shared/ui/page-container.tsx';
import { PageSkeleton } from '../../../shared/ui/page-skeleton.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { useTickets } from '../api/list-tickets.ts';
import { NewTicketForm } from '../components/new-ticket-form.tsx';
import { TicketList } from '../components/ticket-list.tsx';
import { type TicketPlace, useTicketPlace } from '../ticket-place.ts';

function TicketTab({ status, place }: { status: TicketStatus; place: TicketPlace }) {
  const { t } = useTranslation(['tickets', 'errors']);
  const tickets = useTickets(status, place.IdFestival);
  if (tickets.isPending) return <PageSkeleton />;
  if (tickets.isError) {
    return (
      <RetryAlert title={t('tickets:list.loadFailed')} onRetry={() => tickets.refetch()}>
        <Text size="sm">{errorMessage(tickets.error, t)}</Text>
      </RetryAlert>
    );
  }
  if (tickets.data.tickets.length === 0) {
    return (
      <EmptyState message={t(status === 'open' ? 'tickets:list.emptyOpen' : 'tickets:list.emptyArchive')} />
    );
  }
  return <TicketList tickets={tickets.data.tickets} place={place} />;
}

/**
 * `tickets` (spec §2: list, new ticket; archived when closed) and the workspace's support page
 * (`festivalSpaceSupport`, the requests about that festival): the open requests and the archive
 * in two tabs, and the new request's form.
 */
export function TicketsPage() {
  const { t } = useTranslation('tickets');
  const place = useTicketPlace();
  const [writing, setWriting] = useState(false);
  const [tab, setTab] = useState<TicketStatus>('open');
  // The open list's answer carries the attachment limit the form states.
  const open = useTickets('open', place.IdFestival);

  return (
    <PageContainer narrow py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1}>{t('title')}</Title>
            <Text c="dimmed">{t(place.IdFestival === null ? 'intro' : 'festivalIntro')}</Text>
          </Stack>
          {!writing && <Button onClick={() => setWriting(true)}>{t('new.button')}</Button>}
        </Group>
        {writing && (
          <NewTicketForm
            place={place}
            maxBytes={open.data?.attachmentMaxBytes ?? 0}
            onCancel={() => setWriting(false)}
          />
        )}
        <Tabs
          value={tab}
          onChange={(value) => setTab(value === 'closed' ? 'closed' : 'open')}
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab value="open">{t('tabs.open')}</Tabs.Tab>
            <Tabs.Tab value="closed">{t('tabs.archive')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="open" pt="md">
            <TicketTab status="open" place={place} />
          </Tabs.Panel>
          <Tabs.Panel value="closed" pt="md">
            <TicketTab status="closed" place={place} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </PageContainer>
  );
}
