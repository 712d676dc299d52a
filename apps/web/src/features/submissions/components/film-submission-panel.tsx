import type { FestivalSection } from '@shortlist/domain/festivals/api-contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFilmEligibility } from '../api/compare-film-section.ts';
import { PanelDialog } from './panel-dialog.tsx';

/** The film a film's panel is opened for. */
export type PanelFilm = { Id: number; TitreOriginal: string };

/**
 * The submission panel of a film (spec §2 "for a festival or film"): the film against every
 * festival whose call is open, one card per festival in name order, one section ticked per
 * festival.
 */
export function FilmSubmissionPanel({ film, onClose }: { film: PanelFilm; onClose: () => void }) {
  const { t } = useTranslation('submissions');
  const eligibility = useFilmEligibility(film.Id);
  const festivals = eligibility.data?.festivals;
  const { sections, names, zones, cells } = useMemo(() => {
    const list = festivals ?? [];
    const order = new Map(list.map((f, index) => [f.IdFestival, index]));
    return {
      sections: new Map<number, FestivalSection>(
        list.flatMap((f) => f.sections.map((s) => [s.IdCampagneSection, s] as const)),
      ),
      names: new Map(list.map((f) => [f.IdFestival, f.Nom])),
      zones: new Map(list.map((f) => [f.IdFestival, f.timeZone])),
      // Groups come in order of first appearance: festival name order (the answer's).
      cells: [...(eligibility.data?.results ?? [])].sort(
        (a, b) => (order.get(a.IdFestival) ?? 0) - (order.get(b.IdFestival) ?? 0),
      ),
    };
  }, [festivals, eligibility.data?.results]);
  const festivalName = (id: number) => names.get(id) ?? '';
  return (
    <PanelDialog
      onClose={onClose}
      source={{
        title: t('panel.filmTitle', { film: film.TitreOriginal }),
        groupBy: 'IdFestival',
        cells,
        sections,
        filmTitle: () => film.TitreOriginal,
        festivalName,
        groupTitle: festivalName,
        timeZone: (id) => zones.get(id) ?? 'UTC',
        tickLabel: (section, id) => t('panel.tickAt', { section, festival: festivalName(id) }),
        loading: eligibility.isPending,
        error: eligibility.error,
        ready: eligibility.isSuccess,
      }}
    />
  );
}
