import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { refreshMedia } from './media-cache.ts';

/** `DELETE films/{id}/photo/{photo}`: the photo and its files. */
export async function deletePhoto(queryClient: QueryClient, IdFilm: number, Id: number): Promise<void> {
  await apiRequest<void>(`/api/films/${IdFilm}/photo/${Id}`, { method: 'DELETE' });
  await refreshMedia(queryClient, IdFilm, 'photos');
}
