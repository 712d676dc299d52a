import { type ComponentType, createContext, useContext } from 'react';

/**
 * A block the film record's media tab shows that belongs to another feature (the film video and
 * trailer, `features/film-video`). Features never import each other, so the app hands it over
 * through this context (`app/providers.tsx`).
 */
export type FilmMediaBlock = ComponentType<{ filmId: number }>;

export const FilmMediaBlocksContext = createContext<readonly FilmMediaBlock[]>([]);

export function useFilmMediaBlocks(): readonly FilmMediaBlock[] {
  return useContext(FilmMediaBlocksContext);
}
