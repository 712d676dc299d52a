import { type FilmVideoStates, ZFilmVideoStates } from '@shortlist/domain/media/video-states';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { dashboardKeys } from './query-keys.ts';

/** `GET films/videos`: every film of the account that is not archived, with its video's state. */
export async function getVideoStates(): Promise<FilmVideoStates> {
  return ZFilmVideoStates.parse(await apiRequest<unknown>('/api/films/videos'));
}

export const videoStatesQuery = queryOptions({
  queryKey: dashboardKeys.videoStates,
  queryFn: getVideoStates,
});

export function useVideoStates() {
  return useQuery(videoStatesQuery);
}
