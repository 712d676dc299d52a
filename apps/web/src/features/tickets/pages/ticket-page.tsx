import { Alert, Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../../shared/api/client.ts';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { NotFoundMessage } from '../../../shared/ui/not-found-message.tsx';
import { PageContainer } from '../../../shared/ui/page-container.tsx';
import { PageSkeleton } from '../../../shared/ui/page-skeleton.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useCloseTicket } from '../api/close-ticket.ts';
import { isTicketNotFound, useTicket } from '../api/get-ticket.ts';
import { MessageBubble } from '../components/message-bubble.tsx';
import { ReplyForm } from '../components/reply-form.tsx';
import { useTicketPlace } from '../ticket-place.ts';

/**
 * One request's conversation (spec §2 "conversation chat"): the messages as a chat, the answer
 * form, and "mark as solved", which archives it; a closed request says so and opens again with a
 * new message. The filmmaker's `tickets/{id}` and the workspace's `festivalSpaceTicket`.
 */
export function TicketPage() {
  const { t } = useTranslation(['tickets', 'errors']);
  const notify = useNotify();
  const place = useTicketPlace();
  const Id = place.ticketId;
  const ticket = useTicket(Id);
  const close = useCloseTicket(Id);

  if (ticket.isPending) return <PageSkeleton />;
  if (ticket.isError) {
    if (isTicketNotFound(ticket.error)) return <NotFoundMessage />;
    return (
      <PageContainer narrow py="xl">
        <RetryAlert title={t('tickets:conversation.loadFailed')} onRetry={() => ticket.refetch()}>
          <Text size="sm">{errorMessage(ticket.error, t)}</Text>
        </RetryAlert>
      </PageContainer>
    );
  }
  const data = ticket.data;
  const closed = data.Statut === 'closed';

  return (
    <PageContainer narrow py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Anchor component={LocalizedLink} route={place.listRoute} params={place.listParams} size="sm">
          ← {t('tickets:conversation.back')}
        </Anchor>
        <Stack gap={4}>
          <Group gap="sm" align="center">
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {data.Sujet}
            </Title>
            <Badge color={closed ? 'gray' : 'green'} variant="light" data-testid="ticket-status">
              {t(`tickets:status.${data.Statut}`)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t('tickets:list.number', { number: data.Id })} ·{' '}
            {t('tickets:conversation.category', { category: t(`tickets:categories.${data.Categorie}`) })}
          </Text>
        </Stack>
        <section aria-labelledby="ticket-messages">
          <Title order={2} size="h4" id="ticket-messages" mb="sm">
            {t('tickets:conversation.messages')}
          </Title>
          <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.messages.map((message) => (
              <MessageBubble key={message.Id} IdTicket={data.Id} message={message} />
            ))}
          </Stack>
        </section>
        {closed && (
          <Alert color="gray" role="status">
            {t('tickets:conversation.closed')}
          </Alert>
        )}
        <ReplyForm IdTicket={data.Id} maxBytes={data.attachmentMaxBytes} />
        {!closed && (
          <Group>
            <Button
              variant="default"
              loading={close.isPending}
              onClick={() =>
                close.mutate(undefined, {
                  onSuccess: () => notify.success(t('tickets:conversation.closedToast')),
                  onError: (error) => notify.error(errorMessage(error, t)),
                })
              }
            >
              {t('tickets:conversation.close')}
            </Button>
          </Group>
        )}
      </Stack>
    </PageContainer>
  );
}
