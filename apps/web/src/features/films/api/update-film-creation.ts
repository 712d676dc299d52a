import type { Film } from '@shortlist/domain/films/api-contracts';
import type { FilmCreationRequest } from '@shortlist/domain/films/film-rules';
import type { QueryClient } from '@tanstack/react-query';
import { writeFilm } from './film-cache.ts';

/** `PUT films/{id}`: the creation tab of an existing film. */
export function updateFilmCreation(
  queryClient: QueryClient,
  id: number,
  body: FilmCreationRequest,
): Promise<Film> {
  return writeFilm({ queryClient, method: 'PUT', path: `/api/films/${id}`, body });
}
