import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { refreshMedia } from './media-cache.ts';

/** `DELETE films/{id}/documents/{doc}`: the document and its file. */
export async function deleteDocument(queryClient: QueryClient, IdFilm: number, Id: number): Promise<void> {
  await apiRequest<void>(`/api/films/${IdFilm}/documents/${Id}`, { method: 'DELETE' });
  await refreshMedia(queryClient, IdFilm, 'documents');
}
