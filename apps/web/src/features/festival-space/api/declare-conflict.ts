import {
  type ConflictRequest,
  ZConflictDeclared,
} from '@shortlist/domain/festival-space/assignment-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/** `POST entries/{IdInscription}/conflicts`: a conflict of interest with the film or a credited person. */
export async function declareConflict(IdInscription: number, request: ConflictRequest) {
  const answer = await apiRequest<unknown>(`${FESTIVAL_SPACE_API}/entries/${IdInscription}/conflicts`, {
    method: 'POST',
    body: request,
  });
  return ZConflictDeclared.parse(answer);
}

export function useDeclareConflict(IdInscription: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ConflictRequest) => declareConflict(IdInscription, request),
    // The entry, the queue, the inbox's marks and the managers' views all change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: festivalSpaceKeys.all }),
  });
}
