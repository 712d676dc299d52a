import { List, Paper, Text, Title } from '@mantine/core';
import type { FestivalPage } from '@shortlist/domain/festivals/api-contracts';
import { pendingInvitations } from '@shortlist/domain/submissions/invitation-status';
import { formatDay } from '@shortlist/i18n/deadline-format';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useFestivalInvitations } from '../../../shared/invitations/api/festival-invitations.ts';
import { useSession } from '../../../shared/session/api/get-session.ts';
import { formatMoney } from '../format.ts';

/**
 * What the invitation email promised, on the festival's page it leads to (issue 32): the
 * signed-in filmmaker's invitations still to answer, each with its section, price and last day.
 * The header's main button opens the panel that answers them, whatever the call's status.
 */
export function InvitationNotice({ festival }: { festival: FestivalPage }) {
  const { t } = useTranslation('festivals');
  const language = useLanguage();
  const { session } = useSession();
  const invitations = useFestivalInvitations(festival.Id, Boolean(session));
  const pending = pendingInvitations(invitations.data ?? []);
  if (!session || pending.length === 0) return null;
  return (
    <Paper
      component="section"
      aria-labelledby="invitation-notice-title"
      withBorder
      p="md"
      radius="md"
      bg="indigo.0"
      data-testid="invitation-notice"
    >
      <Title order={2} size="h4" id="invitation-notice-title" mb="xs">
        {t('invitation.title')}
      </Title>
      <List size="sm" spacing={4}>
        {pending.map((invitation) => (
          <List.Item key={invitation.Id}>
            <Text size="sm" component="span">
              {t('invitation.line', {
                section: invitation.sectionName,
                price:
                  invitation.Prix === 0
                    ? t('invitation.free')
                    : formatMoney({ cents: invitation.Prix, currency: invitation.Devise, language }),
                date: formatDay(invitation.DateValiditee, language),
                interpolation: { escapeValue: false },
              })}
            </Text>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
