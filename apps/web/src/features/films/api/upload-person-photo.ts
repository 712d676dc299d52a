import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { filmKeys } from './query-keys.ts';

/** `POST personnes/{id}/photo?FichierOriginal=`: the image's bytes; replaces the person's photo. */
export async function uploadPersonPhoto(
  queryClient: QueryClient,
  IdPersonne: number,
  file: File,
): Promise<void> {
  const query = new URLSearchParams({ FichierOriginal: file.name });
  await apiRequest<unknown>(`/api/personnes/${IdPersonne}/photo?${query}`, { method: 'POST', body: file });
  await queryClient.invalidateQueries({ queryKey: filmKeys.personPhoto(IdPersonne) });
  await queryClient.invalidateQueries({ queryKey: ['films', 'credits'] });
}

/** `DELETE personnes/{id}/photo/{idPhoto}`. */
export async function deletePersonPhoto(
  queryClient: QueryClient,
  IdPersonne: number,
  Id: number,
): Promise<void> {
  await apiRequest<void>(`/api/personnes/${IdPersonne}/photo/${Id}`, { method: 'DELETE' });
  await queryClient.invalidateQueries({ queryKey: filmKeys.personPhoto(IdPersonne) });
  await queryClient.invalidateQueries({ queryKey: ['films', 'credits'] });
}
