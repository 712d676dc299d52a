import { ZEntryAssigneesResponse } from '@shortlist/domain/festival-space/assignment-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/** `DELETE entries/{IdInscription}/assignments/{IdMembre}` (managers): take the entry back. */
export async function unassignEntry(IdInscription: number, IdMembre: number) {
  const answer = await apiRequest<unknown>(
    `${FESTIVAL_SPACE_API}/entries/${IdInscription}/assignments/${IdMembre}`,
    { method: 'DELETE' },
  );
  return ZEntryAssigneesResponse.parse(answer).items;
}

export function useUnassignEntry(IdFestival: number, IdInscription: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (IdMembre: number) => unassignEntry(IdInscription, IdMembre),
    onSuccess: (items) => queryClient.setQueryData(festivalSpaceKeys.entryAssignees(IdInscription), items),
    onSettled: () => queryClient.invalidateQueries({ queryKey: festivalSpaceKeys.assignments(IdFestival) }),
  });
}
