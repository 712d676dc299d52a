import type { FestivalPage } from '@shortlist/domain/festivals/api-contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountFilms } from '../api/account-films.ts';
import { useEligibility } from '../api/compare-film-section.ts';
import { sectionsById } from '../panel/panel-model.ts';
import { NoFilmsDialog } from './no-films-dialog.tsx';
import { PanelDialog } from './panel-dialog.tsx';

/**
 * The submission panel of a festival (spec §2): every film of the account against the
 * festival's sections, one card per film.
 */
export function SubmissionPanel({ festival, onClose }: { festival: FestivalPage; onClose: () => void }) {
  const { t } = useTranslation('submissions');
  const films = useAccountFilms();
  const eligibility = useEligibility({ IdFestival: festival.Id });
  const sections = useMemo(() => sectionsById(festival), [festival]);
  const titles = useMemo(() => new Map((films.data ?? []).map((f) => [f.Id, f.TitreOriginal])), [films.data]);
  const filmTitle = (id: number) => titles.get(id) ?? '';

  if (films.data?.length === 0) return <NoFilmsDialog onClose={onClose} />;
  return (
    <PanelDialog
      onClose={onClose}
      source={{
        title: t('panel.title', { festival: festival.Nom }),
        groupBy: 'IdFilm',
        cells: eligibility.data ?? [],
        sections,
        filmTitle,
        groupTitle: filmTitle,
        timeZone: () => festival.timeZone,
        loading: films.isPending || eligibility.isPending,
        error: eligibility.error ?? films.error,
        ready: eligibility.isSuccess,
      }}
    />
  );
}
