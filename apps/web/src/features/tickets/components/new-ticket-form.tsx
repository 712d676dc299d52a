import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, NativeSelect, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { type TicketRequest, ZTicketRequest } from '@shortlist/domain/tickets/ticket-rules';
import { TICKET_LIMITS, ticketCategoriesFor } from '@shortlist/domain/tickets/ticket-values';
import { localizedPath } from '@shortlist/i18n/routes';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/api/client.ts';
import { useAccountError } from '../../../shared/errors/use-account-error.ts';
import { useRuleMessage } from '../../../shared/errors/use-rule-message.ts';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useSession } from '../../../shared/session/api/get-session.ts';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useOpenTicket } from '../api/open-ticket.ts';
import type { TicketPlace } from '../ticket-place.ts';
import { AttachmentInput } from './attachment-input.tsx';

type FormValues = { Email: string; Categorie: string; Sujet: string; Message: string };

/**
 * A new request (spec §3 Ticket: email, category, subject, message, attachment): the categories
 * offered are the festival's in the workspace, the filmmaker's elsewhere. Sent, it opens its
 * conversation; a refused attachment is said, the request itself stands.
 */
export function NewTicketForm({
  place,
  maxBytes,
  onCancel,
}: {
  place: TicketPlace;
  maxBytes: number;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['tickets', 'errors']);
  const language = useLanguage();
  const rule = useRuleMessage();
  const accountError = useAccountError();
  const notify = useNotify();
  const navigate = useNavigate();
  const { session } = useSession();
  const open = useOpenTicket();
  const [file, setFile] = useState<File | null>(null);
  const form = useForm<FormValues>({
    resolver: zodResolver(ZTicketRequest.omit({ IdFestival: true })) as never,
    defaultValues: { Email: session?.Login ?? '', Categorie: '', Sujet: '', Message: '' },
  });
  const errors = form.formState.errors;
  const categories = ticketCategoriesFor({ festival: place.IdFestival !== null });

  const onSubmit = form.handleSubmit(async (values) => {
    const request = { ...values, IdFestival: place.IdFestival } as TicketRequest;
    const opened = await open.mutateAsync({ values: request, file }).catch(() => null);
    if (!opened) return;
    notify.success(t('tickets:new.sent'));
    if (opened.attachmentError) {
      notify.error(t('tickets:new.attachmentFailed', { reason: errorMessage(opened.attachmentError, t) }));
    }
    const link = place.ticketLink(opened.ticket.Id);
    navigate(localizedPath(link.route, language, link.params));
  });

  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'lg' }}
      radius="md"
      component="section"
      aria-labelledby="new-ticket"
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id="new-ticket">
            {t('tickets:new.title')}
          </Title>
          {open.error && (
            <Alert color="red" role="alert">
              {accountError(open.error, t('tickets:new.failed'))}
            </Alert>
          )}
          <TextInput
            label={t('tickets:new.email')}
            type="email"
            autoComplete="email"
            required
            maxLength={TICKET_LIMITS.email}
            error={rule(errors.Email?.message, { max: TICKET_LIMITS.email })}
            {...form.register('Email')}
          />
          <NativeSelect
            label={t('tickets:new.category')}
            required
            data={[
              { value: '', label: t('tickets:new.categoryPlaceholder') },
              ...categories.map((category) => ({
                value: category,
                label: t(`tickets:categories.${category}`),
              })),
            ]}
            error={rule(errors.Categorie?.message)}
            {...form.register('Categorie')}
          />
          <TextInput
            label={t('tickets:new.subject')}
            required
            maxLength={TICKET_LIMITS.subject}
            error={rule(errors.Sujet?.message, { max: TICKET_LIMITS.subject })}
            {...form.register('Sujet')}
          />
          <Textarea
            label={t('tickets:new.message')}
            required
            resize="vertical"
            rows={5}
            maxLength={TICKET_LIMITS.message}
            error={rule(errors.Message?.message, { max: TICKET_LIMITS.message })}
            {...form.register('Message')}
          />
          <AttachmentInput value={file} onChange={setFile} maxBytes={maxBytes} />
          <Group>
            <Button type="submit" loading={open.isPending}>
              {t('tickets:new.submit')}
            </Button>
            <Button variant="default" onClick={onCancel}>
              {t('tickets:new.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
