import { Badge } from '@mantine/core';
import type { FestivalBadge } from '@shortlist/domain/festivals/campaign-rules';
import { useTranslation } from 'react-i18next';
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

/** The expires-soon marker (spec §9: deadline within 14 days). */
/** The one urgency marker of a deadline; with `daysLeft`, it counts down ("5 days left"). */
export function ExpiresSoonBadge({ daysLeft }: { daysLeft?: number }) {
  const { t } = useTranslation('festivals');
  return (
    <Badge color="#a61e1e" variant="light" leftSection={<ClockIcon size={12} />} data-expires-soon="">
      {daysLeft === undefined ? t('expiresSoon') : t('daysLeft', { count: daysLeft })}
    </Badge>
  );
}
