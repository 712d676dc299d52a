import { Button, Group, Stack, Textarea } from '@mantine/core';
import { TICKET_LIMITS } from '@shortlist/domain/tickets/ticket-values';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/client.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useSendTicketMessage } from '../api/send-ticket-message.ts';
import { AttachmentInput } from './attachment-input.tsx';

/** The user's answer in the conversation, with an optional attachment; it opens a closed request again. */
export function ReplyForm({ IdTicket, maxBytes }: { IdTicket: number; maxBytes: number }) {
  const { t } = useTranslation(['tickets', 'errors']);
  const notify = useNotify();
  const send = useSendTicketMessage(IdTicket);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [empty, setEmpty] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setEmpty(true);
      return;
    }
    const sent = await send.mutateAsync({ Message: text, file }).catch((error: unknown) => {
      notify.error(`${t('tickets:conversation.sendFailed')} ${errorMessage(error, t)}`);
      return null;
    });
    if (!sent) return;
    setText('');
    setFile(null);
    notify.success(t('tickets:conversation.sentToast'));
    if (sent.attachmentError) {
      notify.error(t('tickets:new.attachmentFailed', { reason: errorMessage(sent.attachmentError, t) }));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Textarea
          label={t('tickets:conversation.reply')}
          resize="vertical"
          rows={4}
          maxLength={TICKET_LIMITS.message}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setEmpty(false);
          }}
          error={empty ? t('errors:codes.VALIDATION_FAILED') : undefined}
        />
        <AttachmentInput value={file} onChange={setFile} maxBytes={maxBytes} />
        <Group>
          <Button type="submit" loading={send.isPending}>
            {t('tickets:conversation.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
