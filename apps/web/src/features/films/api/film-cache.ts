import { type Film, ZFilm } from '@shortlist/domain/films/api-contracts';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { filmKeys } from './query-keys.ts';

/**
 * After a save: the answer is the record as the server kept it (it replaces the cached one), and
 * what depends on it (completeness, the list's marks, the public page) is asked again.
 */
export async function storeSavedFilm(queryClient: QueryClient, film: Film): Promise<void> {
  queryClient.setQueryData(filmKeys.film(film.Id), film);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: filmKeys.completions(film.Id) }),
    queryClient.invalidateQueries({ queryKey: filmKeys.lists }),
    queryClient.invalidateQueries({ queryKey: ['films', 'public'] }),
  ]);
}

/** A write of the film record (`POST films`, `PUT films/{id}/...`): every one answers the whole record. */
export async function writeFilm(options: {
  queryClient: QueryClient;
  method: 'POST' | 'PUT';
  path: string;
  body: unknown;
}): Promise<Film> {
  const answer = await apiRequest<unknown>(options.path, { method: options.method, body: options.body });
  const film = ZFilm.parse(answer);
  await storeSavedFilm(options.queryClient, film);
  return film;
}
