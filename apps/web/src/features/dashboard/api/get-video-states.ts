import { type FilmVideoStates, ZFilmVideoStates } from '@shortlist/domain/media/video-states';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { DASHBOARD_QUERY, dashboardKeys } from './query-keys.ts';

/** `GET films/videos`: every film of the account that is not archived, with its video's state. */
export async function getVideoStates(): Promise<FilmVideoStates> {
  return ZFilmVideoStates.parse(await apiRequest<unknown>('/api/films/videos'));
}

export function useVideoStates() {
  return useQuery({ queryKey: dashboardKeys.videoStates, queryFn: getVideoStates, ...DASHBOARD_QUERY });
}
