import { type FilmVideoList, ZFilmVideoList } from '@shortlist/domain/media/video-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

export const filmVideoKeys = { list: (filmId: number) => ['film-videos', filmId] as const };

/** `GET films/{IdFilm}/video`: the film's video and trailer, their dates, check and size limits. */
export async function getFilmVideos(filmId: number): Promise<FilmVideoList> {
  return ZFilmVideoList.parse(await apiRequest<unknown>(`/api/films/${filmId}/video`));
}

/** Polls while a technical check is queued or running, so its facts appear without a reload. */
export function useFilmVideos(filmId: number) {
  return useQuery({
    queryKey: filmVideoKeys.list(filmId),
    queryFn: () => getFilmVideos(filmId),
    refetchInterval: (query) =>
      query.state.data?.videos.some((v) => v.checkState === 'queued' || v.checkState === 'running')
        ? 2000
        : false,
  });
}
