import { Group, Stack, Text } from '@mantine/core';
import type { FestivalPage } from '@shortlist/domain/festivals/api-contracts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { DeadlineTime } from './deadline-time.tsx';
import { ExpiresSoonBadge, OpensOnBadge, StatusBadge } from './status-badge.tsx';

/**
 * Where the call stands, said once for the page (issue 10): open with the next deadline and,
 * within 14 days, the one urgency marker counting down; "opens on" a day; closed; invitation only.
 */
export function CallStatus({ festival }: { festival: FestivalPage }) {
  const { t } = useTranslation('festivals');
  const { call, timeZone } = festival;
  if (call.state === 'opensOn' && call.day) return <OpensOnBadge day={call.day} />;
  if (call.state === 'closed') return <StatusBadge badge="closed" />;
  return (
    <Stack gap={4} data-call-state={call.state}>
      <Group gap="xs">
        <StatusBadge badge={call.state === 'open' ? 'open' : 'invitationOnly'} />
        {call.urgent && call.daysLeft !== null && <ExpiresSoonBadge daysLeft={call.daysLeft} />}
      </Group>
      {call.date && call.text && (
        <Text size="sm">
          {t('call.nextDeadline')} <DeadlineTime date={call.date} text={call.text} timeZone={timeZone} />
        </Text>
      )}
      {/* Why the public cannot enter (issue 32): the festival's invitation opens the panel. */}
      {call.state === 'invitationOnly' && (
        <Text size="sm" data-testid="invitation-only-why">
          {t('call.invitationOnlyWhy')}
        </Text>
      )}
    </Stack>
  );
}
