import { ZAssignmentsResponse } from '@shortlist/domain/festival-space/assignment-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/** `GET festivals/{IdFestival}/assignments` (managers): each section's shares among the programmers. */
export async function listAssignments(IdFestival: number) {
  const answer = await apiRequest<unknown>(`${FESTIVAL_SPACE_API}/festivals/${IdFestival}/assignments`);
  return ZAssignmentsResponse.parse(answer).sections;
}

export function useAssignments(IdFestival: number) {
  return useQuery({
    queryKey: festivalSpaceKeys.assignments(IdFestival),
    queryFn: () => listAssignments(IdFestival),
  });
}
