import { Anchor, Box, Paper, Text } from '@mantine/core';
import type { TicketMessage } from '@shortlist/domain/tickets/ticket-contracts';
import { formatFileSize } from '@shortlist/i18n/file-size';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { attachmentUrl } from '../api/get-ticket.ts';
import { formatTicketDate } from './ticket-date.ts';

/** One message of the conversation, as a chat: the user's on the right, the team's on the left. */
export function MessageBubble({ IdTicket, message }: { IdTicket: number; message: TicketMessage }) {
  const { t } = useTranslation('tickets');
  const language = useLanguage();
  const mine = message.Auteur === 'user';
  return (
    <Box
      component="li"
      style={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}
      data-testid={`message-${message.Auteur}`}
    >
      <Paper
        p="sm"
        radius="md"
        withBorder={!mine}
        bg={mine ? 'var(--mantine-color-blue-0)' : 'var(--mantine-color-gray-0)'}
        maw="85%"
        style={{ minWidth: 0 }}
      >
        <Text size="xs" c="dimmed" fw={600} component="p" m={0}>
          {mine ? t('conversation.you') : t('conversation.support')} ·{' '}
          <time dateTime={message.DateCreation}>{formatTicketDate(message.DateCreation, language)}</time>
        </Text>
        <Text mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.Message}
        </Text>
        {message.attachment && (
          <Anchor href={attachmentUrl(IdTicket, message.Id)} size="sm" mt={6} display="block" download>
            {t('conversation.attachment', {
              name: message.attachment.FichierOriginal,
              size: formatFileSize(message.attachment.Poids, language),
            })}
          </Anchor>
        )}
      </Paper>
    </Box>
  );
}
