import { ZEntryAssigneesResponse } from '@shortlist/domain/festival-space/assignment-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/** `GET entries/{IdInscription}/assignments` (managers): who is assigned the entry. */
export async function listEntryAssignees(IdInscription: number) {
  const answer = await apiRequest<unknown>(`${FESTIVAL_SPACE_API}/entries/${IdInscription}/assignments`);
  return ZEntryAssigneesResponse.parse(answer).items;
}

export function useEntryAssignees(IdInscription: number, enabled: boolean) {
  return useQuery({
    queryKey: festivalSpaceKeys.entryAssignees(IdInscription),
    queryFn: () => listEntryAssignees(IdInscription),
    enabled,
  });
}
