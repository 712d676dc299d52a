import { ZQueue } from '@shortlist/domain/festival-space/assignment-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/**
 * `GET festivals/{IdFestival}/queue`: the member's assigned entries and the next one to watch,
 * passing over `except` (the entry on screen).
 */
export async function getQueue(IdFestival: number, except?: number) {
  const query = except === undefined ? '' : `?except=${except}`;
  const answer = await apiRequest<unknown>(`${FESTIVAL_SPACE_API}/festivals/${IdFestival}/queue${query}`);
  return ZQueue.parse(answer);
}

/** Read again on each mount: the viewing reports move the next entry meanwhile. */
export function useQueue(IdFestival: number, except?: number) {
  return useQuery({
    queryKey: [...festivalSpaceKeys.queue(IdFestival), except ?? null],
    queryFn: () => getQueue(IdFestival, except),
    staleTime: 0,
  });
}
