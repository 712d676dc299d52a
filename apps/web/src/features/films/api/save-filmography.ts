import type { FilmographyRequest } from '@shortlist/domain/people/biography-filmography-rules';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { filmKeys } from './query-keys.ts';

/** `POST personnes/filmographie`: one film of the person's career. */
export async function addFilmography(queryClient: QueryClient, body: FilmographyRequest): Promise<void> {
  await apiRequest<unknown>('/api/personnes/filmographie', { method: 'POST', body });
  await queryClient.invalidateQueries({ queryKey: filmKeys.filmography(body.IdPersonne) });
}

/** `PUT personnes/filmographie/{Id}`: a line's fields; it stays with its person. */
export async function updateFilmography(
  queryClient: QueryClient,
  Id: number,
  body: FilmographyRequest,
): Promise<void> {
  await apiRequest<unknown>(`/api/personnes/filmographie/${Id}`, { method: 'PUT', body });
  await queryClient.invalidateQueries({ queryKey: filmKeys.filmography(body.IdPersonne) });
}

/** `DELETE personnes/filmographie/{Id}`. */
export async function deleteFilmography(
  queryClient: QueryClient,
  IdPersonne: number,
  Id: number,
): Promise<void> {
  await apiRequest<void>(`/api/personnes/filmographie/${Id}`, { method: 'DELETE' });
  await queryClient.invalidateQueries({ queryKey: filmKeys.filmography(IdPersonne) });
}
