import type { Film } from '@shortlist/domain/films/api-contracts';
import type { FilmCreateRequest } from '@shortlist/domain/films/film-rules';
import type { QueryClient } from '@tanstack/react-query';
import { writeFilm } from './film-cache.ts';

/** `POST films`: the creation tab with the rights-holder declaration; answers the new record. */
export function createFilm(queryClient: QueryClient, body: FilmCreateRequest): Promise<Film> {
  return writeFilm({ queryClient, method: 'POST', path: '/api/films', body });
}
