import type { EntryStatusRequest } from '@shortlist/domain/festival-space/decision-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/**
 * `PUT entries/{IdInscription}/status {Statut, reason?, expected}`: one transition. `expected` is
 * the status the member saw; a 409 `SUBMISSION_STATUS_CHANGED` says someone moved it meanwhile.
 */
export async function changeEntryStatus(IdInscription: number, input: EntryStatusRequest): Promise<void> {
  await apiRequest<unknown>(`${FESTIVAL_SPACE_API}/entries/${IdInscription}/status`, {
    method: 'PUT',
    body: input,
  });
}

/** After a change, or a refusal because the entry moved, the entry and the inbox are read again. */
export function useChangeEntryStatus(IdFestival: number, IdInscription: number) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: festivalSpaceKeys.entry(IdInscription) }),
      queryClient.invalidateQueries({ queryKey: festivalSpaceKeys.inbox(IdFestival) }),
    ]);
  return useMutation({
    mutationFn: (input: EntryStatusRequest) => changeEntryStatus(IdInscription, input),
    onSettled: refresh,
  });
}
