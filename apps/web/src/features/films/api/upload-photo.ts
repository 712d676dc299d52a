import { type FilmPhoto, ZFilmPhoto } from '@shortlist/domain/films/api-contracts';
import type { FilmPhotoUploadQuery } from '@shortlist/domain/media/photo-contracts';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { refreshMedia } from './media-cache.ts';

/**
 * `POST films/{id}/photo?Type=&IsPrincipal=&Credit=&FichierOriginal=`: the image's bytes as the
 * body; the server reads its type from them and makes the sized copies.
 */
export async function uploadPhoto(
  queryClient: QueryClient,
  IdFilm: number,
  file: File,
  fields: Omit<FilmPhotoUploadQuery, 'FichierOriginal' | 'IsPrincipal'> & { IsPrincipal: boolean },
): Promise<FilmPhoto> {
  const query = new URLSearchParams({
    Type: fields.Type,
    IsPrincipal: String(fields.IsPrincipal),
    FichierOriginal: file.name,
  });
  if (fields.Credit) query.set('Credit', fields.Credit);
  const answer = await apiRequest<unknown>(`/api/films/${IdFilm}/photo?${query}`, {
    method: 'POST',
    body: file,
  });
  await refreshMedia(queryClient, IdFilm, 'photos');
  return ZFilmPhoto.parse(answer);
}
