import type { FestivalPage } from '@shortlist/domain/festivals/api-contracts';
import { createContext, useContext } from 'react';

/**
 * Opens the submission panel of a festival. The panel belongs to the submissions feature and the
 * button to the festivals feature, which do not import each other: the app provides the opener
 * (app/submission-panel-host.tsx), the festival page calls it. Null outside the app's layout.
 */
export type OpenSubmissionPanel = (festival: FestivalPage) => void;
export const SubmissionPanelContext = createContext<OpenSubmissionPanel | null>(null);

export function useOpenSubmissionPanel(): OpenSubmissionPanel | null {
  return useContext(SubmissionPanelContext);
}

/** Opens the submission panel of a film (the film record's button), the same way. */
export type OpenFilmSubmissionPanel = (film: { Id: number; TitreOriginal: string }) => void;
export const FilmSubmissionPanelContext = createContext<OpenFilmSubmissionPanel | null>(null);

export function useOpenFilmSubmissionPanel(): OpenFilmSubmissionPanel | null {
  return useContext(FilmSubmissionPanelContext);
}
