import type { Film } from '@shortlist/domain/films/api-contracts';
import type { FilmTechnicalRequest } from '@shortlist/domain/films/film-rules';
import type { QueryClient } from '@tanstack/react-query';
import { writeFilm } from './film-cache.ts';

/** `PUT films/{id}/technique`: the technical specification tab. */
export function updateFilmTechnical(
  queryClient: QueryClient,
  id: number,
  body: FilmTechnicalRequest,
): Promise<Film> {
  return writeFilm({ queryClient, method: 'PUT', path: `/api/films/${id}/technique`, body });
}
