import { type Film, ZFilm } from '@shortlist/domain/films/api-contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../../shared/api/client.ts';
import { filmKeys } from './query-keys.ts';

/** `GET films/{id}`: the whole record with every tab's fields (404 for a film that is not the owner's). */
export async function getFilm(id: number): Promise<Film> {
  return ZFilm.parse(await apiRequest<unknown>(`/api/films/${id}`));
}

export function isFilmNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 403);
}

/** The film being edited; id 0 (a new film) asks nothing. */
export function useFilm(id: number) {
  return useQuery({
    queryKey: filmKeys.film(id),
    queryFn: () => getFilm(id),
    enabled: id > 0,
  });
}
