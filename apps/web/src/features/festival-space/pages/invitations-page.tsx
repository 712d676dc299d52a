import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Container,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { ZFestivalInvitationRequest } from '@shortlist/domain/festival-space/invitation-contracts';
import { canInviteFilms } from '@shortlist/domain/festival-space/member-roles';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '../../../shared/api/client.ts';
import { useRuleMessage } from '../../../shared/errors/use-rule-message.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { CONTENT_WIDTH } from '../../../shared/ui/page-container.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useInboxPage } from '../api/filter-entries.ts';
import { useInviteFilm } from '../api/invite-film.ts';
import { InvitationsTable } from '../components/invitations-table.tsx';
import { type WorkspaceFestival, WorkspaceGate } from '../components/workspace-gate.tsx';
import '../festival-space.css';

/** The highest price the request takes, in euros (`Prix` is at most 100,000 cents). */
const PRICE_MAX_EUROS = 1000;

/**
 * The request as the form asks it: the price in euros as typed ("12,50" or "12.50"), turned into
 * cents on sending; a message left empty is none.
 */
const ZInvitationForm = ZFestivalInvitationRequest.omit({ Prix: true, Message: true }).extend({
  euros: z
    .string()
    .trim()
    .regex(/^\d{1,4}([.,]\d{1,2})?$/, 'INVALID')
    .refine((value) => Number(value.replace(',', '.')) <= PRICE_MAX_EUROS, 'INVALID'),
  Message: ZFestivalInvitationRequest.shape.Message.unwrap(),
  // An empty select is no section chosen yet: the rule says so rather than "must be a number".
  IdCampagneSection: z.coerce.number().int().positive('REQUIRED'),
});
type InvitationForm = z.input<typeof ZInvitationForm>;

/** `festivalSpaceInvitations` (managers, issue 31): invite a film to a section at a price. */
export function InvitationsPage() {
  return (
    <WorkspaceGate allowed={canInviteFilms}>{(workspace) => <Invitations {...workspace} />}</WorkspaceGate>
  );
}

function Invitations({ IdFestival, festival }: WorkspaceFestival) {
  const { t } = useTranslation(['festivalSpace', 'errors']);
  const rule = useRuleMessage();
  const notify = useNotify();
  const invite = useInviteFilm(IdFestival);
  // The festival's sections, from the inbox's counts (every section, entries or not).
  const summary = useInboxPage({ IdFestival, filter: {}, skip: 0, take: 10 });
  const sections = summary.data?.counts.bySection ?? [];
  const form = useForm<InvitationForm>({
    resolver: zodResolver(ZInvitationForm),
    defaultValues: { film: '', IdCampagneSection: '', euros: '0', DateValiditee: '', Message: '' },
    mode: 'onTouched',
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    const parsed = ZInvitationForm.parse(values);
    const message = parsed.Message.trim();
    try {
      await invite.mutateAsync({
        film: parsed.film,
        IdCampagneSection: parsed.IdCampagneSection,
        Prix: Math.round(Number(parsed.euros.replace(',', '.')) * 100),
        DateValiditee: parsed.DateValiditee,
        ...(message ? { Message: message } : {}),
      });
      notify.success(t('festivalSpace:invitations.sent'));
      form.reset();
    } catch {
      // Shown above the button.
    }
  });

  return (
    <Container size={CONTENT_WIDTH} py="xl">
      <Stack gap={4} mb="lg">
        <Title order={1}>{t('festivalSpace:invitations.title')}</Title>
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('festivalSpace:invitations.lead', { festival: festival.Nom })}
        </Text>
      </Stack>
      <Paper component="section" withBorder radius="md" p="md" maw={760} aria-labelledby="invite-film-title">
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <Title order={2} size="h4" id="invite-film-title">
              {t('festivalSpace:invitations.formTitle')}
            </Title>
            <TextInput
              label={t('festivalSpace:invitations.film')}
              description={t('festivalSpace:invitations.filmHint')}
              required
              maxLength={500}
              error={rule(errors.film?.message)}
              {...form.register('film')}
            />
            <NativeSelect
              label={t('festivalSpace:invitations.section')}
              required
              error={
                summary.isError
                  ? t('festivalSpace:invitations.sectionsError')
                  : rule(errors.IdCampagneSection?.message)
              }
              data={[
                { value: '', label: t('festivalSpace:invitations.chooseSection') },
                ...sections.map((s) => ({ value: String(s.IdCampagneSection), label: s.sectionLabel })),
              ]}
              {...form.register('IdCampagneSection')}
            />
            <Group align="flex-start" gap="sm" wrap="wrap">
              <TextInput
                label={t('festivalSpace:invitations.price')}
                description={t('festivalSpace:invitations.priceHint')}
                inputMode="decimal"
                required
                error={rule(errors.euros?.message)}
                style={{ flex: '1 1 12rem' }}
                {...form.register('euros')}
              />
              <TextInput
                type="date"
                label={t('festivalSpace:invitations.validUntil')}
                required
                error={rule(errors.DateValiditee?.message)}
                style={{ flex: '1 1 12rem' }}
                {...form.register('DateValiditee')}
              />
            </Group>
            <Textarea
              label={t('festivalSpace:invitations.message')}
              description={t('festivalSpace:invitations.messageHint')}
              rows={3}
              maxLength={2000}
              error={rule(errors.Message?.message, { max: 2000 })}
              {...form.register('Message')}
            />
            {invite.error && (
              <Alert color="red" role="alert">
                {errorMessage(invite.error, t)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={invite.isPending}>
                {t('festivalSpace:invitations.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <Box mt="xl">
        <InvitationsTable IdFestival={IdFestival} />
      </Box>
    </Container>
  );
}
