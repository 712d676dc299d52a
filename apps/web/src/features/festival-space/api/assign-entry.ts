import { ZEntryAssigneesResponse } from '@shortlist/domain/festival-space/assignment-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/** `POST entries/{IdInscription}/assignments` (managers): give the entry to a member by hand. */
export async function assignEntry(IdInscription: number, IdMembre: number) {
  const answer = await apiRequest<unknown>(`${FESTIVAL_SPACE_API}/entries/${IdInscription}/assignments`, {
    method: 'POST',
    body: { IdMembre },
  });
  return ZEntryAssigneesResponse.parse(answer).items;
}

export function useAssignEntry(IdFestival: number, IdInscription: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (IdMembre: number) => assignEntry(IdInscription, IdMembre),
    onSuccess: (items) => queryClient.setQueryData(festivalSpaceKeys.entryAssignees(IdInscription), items),
    onSettled: () => queryClient.invalidateQueries({ queryKey: festivalSpaceKeys.assignments(IdFestival) }),
  });
}
