import { type CallRequest, ZCallDetail } from '@shortlist/domain/festival-space/call-editor-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/** `POST festivals/{IdFestival}/calls` (managers): a call for a new edition, in preparation. */
export async function createCall(IdFestival: number, body: CallRequest) {
  const answer = await apiRequest<unknown>(`${FESTIVAL_SPACE_API}/festivals/${IdFestival}/calls`, {
    method: 'POST',
    body,
  });
  return ZCallDetail.parse(answer);
}

export function useCreateCall(IdFestival: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest) => createCall(IdFestival, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: festivalSpaceKeys.calls(IdFestival) }),
  });
}
