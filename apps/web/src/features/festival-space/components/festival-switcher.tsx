import { NativeSelect } from '@mantine/core';
import type { MemberFestival } from '@shortlist/domain/festival-space/member-contracts';
import { localizedPath } from '@shortlist/i18n/routes';
import { useNavigate } from 'react-router';
import { useCurrentRoute } from '../../../shared/i18n/current-route.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { switchTarget } from '../workspace-nav.ts';

/** Moves to another of the member's festivals, on the same page when the role there opens it. */
export function FestivalSwitcher(props: {
  festivals: MemberFestival[];
  current: number;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('festivalSpace');
  const { key, language } = useCurrentRoute();
  const navigate = useNavigate();
  return (
    <NativeSelect
      label={t('header.switch')}
      value={String(props.current)}
      onChange={(event) => {
        const next = props.festivals.find((f) => String(f.IdFestival) === event.currentTarget.value);
        if (!next) return;
        navigate(localizedPath(switchTarget(key, next.role), language, { id: String(next.IdFestival) }));
        props.onNavigate?.();
      }}
      data={props.festivals.map((f) => ({ value: String(f.IdFestival), label: f.Nom }))}
      maw={280}
    />
  );
}
