import { Anchor, Badge, Container, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { canViewEntries } from '@shortlist/domain/festival-space/member-roles';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { CONTENT_WIDTH } from '../../../shared/ui/page-container.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { useQueue } from '../api/get-queue.ts';
import { NextEntryButton } from '../components/next-entry-button.tsx';
import { ScrollRegion } from '../components/scroll-region.tsx';
import { type WorkspaceFestival, WorkspaceGate } from '../components/workspace-gate.tsx';
import { formatCount, minutesOf } from '../format.ts';
import '../festival-space.css';

/** `festivalSpaceQueue` (issue 34): the member's assigned entries, their progress, and "Next". */
export function QueuePage() {
  return (
    <WorkspaceGate allowed={canViewEntries}>{(workspace) => <QueueView {...workspace} />}</WorkspaceGate>
  );
}

function QueueView({ IdFestival, festival }: WorkspaceFestival) {
  const { t } = useTranslation('festivalSpace');
  const language = useLanguage();
  const queue = useQueue(IdFestival);
  return (
    <Container size={CONTENT_WIDTH} py="xl">
      <Group justify="space-between" align="flex-start" mb="lg" gap="md">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 20rem' }}>
          <Title order={1}>{t('assignments.queue.title')}</Title>
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('assignments.queue.lead', { festival: festival.Nom })}
          </Text>
        </Stack>
        <NextEntryButton IdFestival={IdFestival} />
      </Group>
      {queue.isPending ? (
        <Stack gap="xs" role="status" aria-live="polite">
          <span className="visually-hidden">{t('shell.loading')}</span>
          <Skeleton height={36} aria-hidden="true" />
          <Skeleton height={36} aria-hidden="true" />
        </Stack>
      ) : queue.isError ? (
        <RetryAlert title={t('assignments.queue.error')} onRetry={() => queue.refetch()} />
      ) : queue.data.items.length === 0 ? (
        <EmptyState message={t('assignments.queue.empty')} />
      ) : (
        <ScrollRegion label={t('assignments.queue.title')}>
          <Table verticalSpacing="sm" miw={560}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('assignments.queue.film')}</Table.Th>
                <Table.Th>{t('assignments.queue.section')}</Table.Th>
                <Table.Th ta="right">{t('assignments.queue.duration')}</Table.Th>
                <Table.Th>{t('assignments.queue.progress')}</Table.Th>
                <Table.Th ta="right">{t('assignments.queue.views')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {queue.data.items.map((item) => (
                <Table.Tr key={item.IdInscription} data-testid="queue-row">
                  <Table.Td maw={280}>
                    <Anchor
                      component={LocalizedLink}
                      route="festivalSpaceEntry"
                      params={{ id: String(IdFestival), entry: String(item.IdInscription) }}
                      fw={600}
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {item.TitreOriginal}
                    </Anchor>
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{item.sectionLabel}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {item.Duree === null ? '' : `${formatCount(minutesOf(item.Duree), language)} min`}
                  </Table.Td>
                  <Table.Td>
                    {item.watchedToEnd ? (
                      <Badge variant="light" color="green">
                        {t('assignments.queue.watched')}
                      </Badge>
                    ) : item.furthestPercent > 0 ? (
                      t('assignments.queue.percent', { percent: item.furthestPercent })
                    ) : (
                      <Text size="sm" c="dimmed" component="span">
                        {t('assignments.queue.notStarted')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{formatCount(item.membersWatchedToEnd, language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </Container>
  );
}
