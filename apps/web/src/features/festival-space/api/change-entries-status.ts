import {
  type BulkStatusRequest,
  type BulkStatusResponse,
  ZBulkStatusResponse,
} from '@shortlist/domain/festival-space/decision-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/** `PUT festivals/{IdFestival}/entries/status`: one transition for a selection, each entry checked. */
export async function changeEntriesStatus(
  IdFestival: number,
  input: BulkStatusRequest,
): Promise<BulkStatusResponse> {
  const answer = await apiRequest<unknown>(`${FESTIVAL_SPACE_API}/festivals/${IdFestival}/entries/status`, {
    method: 'PUT',
    body: input,
  });
  return ZBulkStatusResponse.parse(answer);
}

export function useChangeEntriesStatus(IdFestival: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkStatusRequest) => changeEntriesStatus(IdFestival, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: festivalSpaceKeys.inbox(IdFestival) }),
  });
}
