import type { Film } from '@shortlist/domain/films/api-contracts';
import type { FilmDataRequest } from '@shortlist/domain/films/film-rules';
import type { QueryClient } from '@tanstack/react-query';
import { writeFilm } from './film-cache.ts';

/** `PUT films/{id}/donnees`: the data tab. */
export function updateFilmData(queryClient: QueryClient, id: number, body: FilmDataRequest): Promise<Film> {
  return writeFilm({ queryClient, method: 'PUT', path: `/api/films/${id}/donnees`, body });
}
