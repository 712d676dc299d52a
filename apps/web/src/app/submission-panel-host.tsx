import type { FestivalPage } from '@shortlist/domain/festivals/api-contracts';
import { type ReactNode, useState } from 'react';
import { FavouriteButton } from '../features/festivals/components/favourite-button.tsx';
import {
  FilmSubmissionPanel,
  type PanelFilm,
} from '../features/submissions/components/film-submission-panel.tsx';
import { SubmissionPanel } from '../features/submissions/components/submission-panel.tsx';
import { FilmSubmissionPanelContext, SubmissionPanelContext } from '../shared/ui/submission-panel-context.ts';

/** Gives pages the submission panels' openers and shows the panel of the festival or film opened. */
export function SubmissionPanelHost({ children }: { children: ReactNode }) {
  const [festival, setFestival] = useState<FestivalPage | null>(null);
  const [film, setFilm] = useState<PanelFilm | null>(null);
  return (
    <SubmissionPanelContext value={setFestival}>
      <FilmSubmissionPanelContext value={setFilm}>
        {children}
        {festival && <SubmissionPanel festival={festival} onClose={() => setFestival(null)} />}
        {film && <FilmSubmissionPanel film={film} heart={FavouriteButton} onClose={() => setFilm(null)} />}
      </FilmSubmissionPanelContext>
    </SubmissionPanelContext>
  );
}
