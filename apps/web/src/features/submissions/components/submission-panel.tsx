import type { FestivalPage } from '@shortlist/domain/festivals/api-contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useFestivalInvitations } from '../../../shared/invitations/api/festival-invitations.ts';
import { useAccountFilms } from '../api/account-films.ts';
import { useEligibility } from '../api/compare-film-section.ts';
import { sectionsById } from '../panel/panel-model.ts';
import { InvitationPanel } from './invitation-panel.tsx';
import { NoFilmsDialog } from './no-films-dialog.tsx';
import { PanelDialog } from './panel-dialog.tsx';

/**
 * The submission panel of a festival (spec §2): every film of the account against the
 * festival's sections, one card per film. When the festival invited the filmmaker, its
 * invitation variant opens first (invitation-panel.tsx), the ordinary panel one click away.
 */
export function SubmissionPanel({ festival, onClose }: { festival: FestivalPage; onClose: () => void }) {
  const { t } = useTranslation('submissions');
  const films = useAccountFilms();
  const eligibility = useEligibility({ IdFestival: festival.Id });
  const sections = useMemo(() => sectionsById(festival), [festival]);
  const titles = useMemo(() => new Map((films.data ?? []).map((f) => [f.Id, f.TitreOriginal])), [films.data]);
  const filmTitle = (id: number) => titles.get(id) ?? '';
  const invitations = useFestivalInvitations(festival.Id);
  const [otherSections, setOtherSections] = useState(false);

  if (!otherSections && invitations.data && invitations.data.length > 0) {
    return (
      <InvitationPanel
        festival={festival}
        invitations={invitations.data}
        onOtherSections={() => setOtherSections(true)}
        onClose={onClose}
      />
    );
  }
  if (films.data?.length === 0) return <NoFilmsDialog onClose={onClose} />;
  return (
    <PanelDialog
      onClose={onClose}
      source={{
        title: t('panel.title', { festival: festival.Nom }),
        groupBy: 'IdFilm',
        cells: eligibility.data?.results ?? [],
        ...(eligibility.data ? { superStampFilms: eligibility.data.superStampFilms } : {}),
        sections,
        filmTitle,
        groupTitle: filmTitle,
        timeZone: () => festival.timeZone,
        // Until the invitations are known the variant may still open instead.
        loading: films.isPending || eligibility.isPending || invitations.isPending,
        error: eligibility.error ?? films.error,
        ready: eligibility.isSuccess,
      }}
    />
  );
}
