import type { Film } from '@shortlist/domain/films/api-contracts';
import type { FilmPublicationRequest } from '@shortlist/domain/films/publication-rules';
import type { QueryClient } from '@tanstack/react-query';
import { writeFilm } from './film-cache.ts';

/** `PUT films/{id}/publication`: visibility, custom URL and password (SUPERSTAMP_REQUIRED, SHORTNAME_TAKEN). */
export function updateFilmPublication(
  queryClient: QueryClient,
  id: number,
  body: FilmPublicationRequest,
): Promise<Film> {
  return writeFilm({ queryClient, method: 'PUT', path: `/api/films/${id}/publication`, body });
}
