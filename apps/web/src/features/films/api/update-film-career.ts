import type { Film } from '@shortlist/domain/films/api-contracts';
import type { FilmCareerRequest } from '@shortlist/domain/films/film-rules';
import type { QueryClient } from '@tanstack/react-query';
import { writeFilm } from './film-cache.ts';

/** `PUT films/{id}/carriere`: the career tab (broadcasts and festival participations). */
export function updateFilmCareer(
  queryClient: QueryClient,
  id: number,
  body: FilmCareerRequest,
): Promise<Film> {
  return writeFilm({ queryClient, method: 'PUT', path: `/api/films/${id}/carriere`, body });
}
