import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { TicketSummary } from '@shortlist/domain/tickets/ticket-contracts';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import type { TicketPlace } from '../ticket-place.ts';
import { formatTicketDate } from './ticket-date.ts';

/** The requests of one tab, each leading to its conversation; a new answer is marked. */
export function TicketList({ tickets, place }: { tickets: readonly TicketSummary[]; place: TicketPlace }) {
  const { t } = useTranslation('tickets');
  const language = useLanguage();
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} data-testid="ticket-list">
      {tickets.map((ticket) => {
        const link = place.ticketLink(ticket.Id);
        return (
          <Paper component="li" key={ticket.Id} withBorder p="md" radius="md">
            <Group justify="space-between" align="flex-start" gap="xs">
              <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                <Anchor component={LocalizedLink} route={link.route} params={link.params} fw={600}>
                  {ticket.Sujet}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {t('list.number', { number: ticket.Id })} · {t(`categories.${ticket.Categorie}`)} ·{' '}
                  {t('list.lastMessage', { date: formatTicketDate(ticket.DateDerMessage, language) })}
                </Text>
              </Stack>
              {ticket.hasUnreadAnswer && (
                <Badge color="orange" variant="filled">
                  {t('list.unread')}
                </Badge>
              )}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
