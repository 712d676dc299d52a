import type { FilmPhotoRequest } from '@shortlist/domain/films/media-rules';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { refreshMedia } from './media-cache.ts';

/** `PUT films/{id}/photo/{photo}`: a photo's type, credit or principal mark. */
export async function updatePhoto(
  queryClient: QueryClient,
  IdFilm: number,
  Id: number,
  body: FilmPhotoRequest,
): Promise<void> {
  await apiRequest<unknown>(`/api/films/${IdFilm}/photo/${Id}`, { method: 'PUT', body });
  await refreshMedia(queryClient, IdFilm, 'photos');
}
