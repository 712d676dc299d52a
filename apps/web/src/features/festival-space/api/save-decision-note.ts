import type { DecisionNoteRequest } from '@shortlist/domain/festival-space/decision-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/** `PUT entries/{IdInscription}/decision-note`: the note and reasons sent with the next published decision. */
export async function saveDecisionNote(IdInscription: number, input: DecisionNoteRequest): Promise<void> {
  await apiRequest<unknown>(`${FESTIVAL_SPACE_API}/entries/${IdInscription}/decision-note`, {
    method: 'PUT',
    body: input,
  });
}

export function useSaveDecisionNote(IdInscription: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DecisionNoteRequest) => saveDecisionNote(IdInscription, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: festivalSpaceKeys.entry(IdInscription) }),
  });
}
