import type { BiographyRequest } from '@shortlist/domain/people/biography-filmography-rules';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { filmKeys } from './query-keys.ts';

/** `POST personnes/biographie` (Id null) or `PUT personnes/biographie/{Id}`. */
export async function saveBiography(
  queryClient: QueryClient,
  Id: number | null,
  body: BiographyRequest,
): Promise<void> {
  await apiRequest<unknown>(Id === null ? '/api/personnes/biographie' : `/api/personnes/biographie/${Id}`, {
    method: Id === null ? 'POST' : 'PUT',
    body,
  });
  await queryClient.invalidateQueries({ queryKey: filmKeys.biographies(body.IdPersonne) });
}

/** `DELETE personnes/biographie/{Id}`. */
export async function deleteBiography(
  queryClient: QueryClient,
  IdPersonne: number,
  Id: number,
): Promise<void> {
  await apiRequest<void>(`/api/personnes/biographie/${Id}`, { method: 'DELETE' });
  await queryClient.invalidateQueries({ queryKey: filmKeys.biographies(IdPersonne) });
}
