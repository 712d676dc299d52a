import { Badge } from '@mantine/core';
import type { FestivalBadge } from '@shortlist/domain/festivals/campaign-rules';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { ClockIcon } from './icons.tsx';

// Status colours (DESIGN.md: green, yellow/amber, red only for status), dark enough for white
// text to pass WCAG AA on every one.
const BADGE_COLOR: Record<FestivalBadge, string> = {
  open: '#2b6a30',
  lastDays: '#a14a0b',
  closed: '#5f5a53',
  invitationOnly: '#3b4a9e',
};

export function StatusBadge({ badge }: { badge: FestivalBadge }) {
  const { t } = useTranslation('festivals');
  return (
    <Badge color={BADGE_COLOR[badge]} variant="filled" data-badge={badge}>
      {t(`badge.${badge}`)}
    </Badge>
  );
}

// A call that opens later is news, not a warning: a calm blue, white text above AA.
const OPENS_ON_COLOR = '#1c5d7a';

/** A call that has not opened yet says when it opens (its day on the festival's calendar), not "closed". */
/** `day`: the opening day as the server said it on the festival's clock (`ZCallState.day`). */
export function OpensOnBadge({ day }: { day: string }) {
  const { t } = useTranslation('festivals');
  return (
    <Badge color={OPENS_ON_COLOR} variant="filled" data-call-state="opensOn">
      {t('call.opensOn', { date: day })}
    </Badge>
  );
}

/** The one urgency marker of a deadline; with `daysLeft`, it counts down ("5 days left"). */
export function ExpiresSoonBadge({ daysLeft }: { daysLeft?: number }) {
  const { t } = useTranslation('festivals');
  return (
    <Badge color="red" variant="light" leftSection={<ClockIcon size={12} />} data-expires-soon="">
      {daysLeft === undefined ? t('expiresSoon') : t('daysLeft', { count: daysLeft })}
    </Badge>
  );
}
