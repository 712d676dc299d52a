import type { FestivalPage } from '@shortlist/domain/festivals/api-contracts';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { FavouriteButton } from '../features/festivals/components/favourite-button.tsx';
import type { PanelFilm } from '../features/submissions/components/film-submission-panel.tsx';
import { FilmSubmissionPanelContext, SubmissionPanelContext } from '../shared/ui/submission-panel-context.ts';
import { LoadingOverlay } from './loading-overlay.tsx';

// The panels open on a click of a signed-in filmmaker: their code (eligibility, questions,
// payment steps) stays out of the scripts every public page loads, and comes when one opens.
const SubmissionPanel = lazy(() =>
  import('../features/submissions/components/submission-panel.tsx').then((module) => ({
    default: module.SubmissionPanel,
  })),
);
const FilmSubmissionPanel = lazy(() =>
  import('../features/submissions/components/film-submission-panel.tsx').then((module) => ({
    default: module.FilmSubmissionPanel,
  })),
);

/** Gives pages the submission panels' openers and shows the panel of the festival or film opened. */
export function SubmissionPanelHost({ children }: { children: ReactNode }) {
  const [festival, setFestival] = useState<FestivalPage | null>(null);
  const [film, setFilm] = useState<PanelFilm | null>(null);
  return (
    <SubmissionPanelContext value={setFestival}>
      <FilmSubmissionPanelContext value={setFilm}>
        {children}
        {(festival || film) && (
          <Suspense fallback={<LoadingOverlay />}>
            {festival && <SubmissionPanel festival={festival} onClose={() => setFestival(null)} />}
            {film && (
              <FilmSubmissionPanel film={film} heart={FavouriteButton} onClose={() => setFilm(null)} />
            )}
          </Suspense>
        )}
      </FilmSubmissionPanelContext>
    </SubmissionPanelContext>
  );
}
