import { ZConflictsResponse } from '@shortlist/domain/festival-space/assignment-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/** `GET festivals/{IdFestival}/conflicts`: every member's for a manager, one's own otherwise. */
export async function listConflicts(IdFestival: number) {
  const answer = await apiRequest<unknown>(`${FESTIVAL_SPACE_API}/festivals/${IdFestival}/conflicts`);
  return ZConflictsResponse.parse(answer).items;
}

export function useConflicts(IdFestival: number) {
  return useQuery({
    queryKey: festivalSpaceKeys.conflicts(IdFestival),
    queryFn: () => listConflicts(IdFestival),
  });
}
