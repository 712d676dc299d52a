import { type FilmPhotoList, ZFilmPhotoList } from '@shortlist/domain/media/photo-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { filmKeys } from './query-keys.ts';

/** `GET film-photo/{id}/dico`: the film's photos in order, with how many it may hold and how large. */
export async function listPhotos(IdFilm: number): Promise<FilmPhotoList> {
  return ZFilmPhotoList.parse(await apiRequest<unknown>(`/api/film-photo/${IdFilm}/dico`));
}

export function usePhotos(IdFilm: number) {
  return useQuery({ queryKey: filmKeys.photos(IdFilm), queryFn: () => listPhotos(IdFilm) });
}
