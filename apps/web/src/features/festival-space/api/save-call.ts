import { type CallRequest, ZCallDetail } from '@shortlist/domain/festival-space/call-editor-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/** `PUT festivals/{IdFestival}/calls/{IdCampagne}` (managers): the call's edition, invitation only, re-entry. */
export async function saveCall(IdFestival: number, IdCampagne: number, body: CallRequest) {
  const answer = await apiRequest<unknown>(
    `${FESTIVAL_SPACE_API}/festivals/${IdFestival}/calls/${IdCampagne}`,
    {
      method: 'PUT',
      body,
    },
  );
  return ZCallDetail.parse(answer);
}

export function useSaveCall(IdFestival: number, IdCampagne: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest) => saveCall(IdFestival, IdCampagne, body),
    onSuccess: (call) => queryClient.setQueryData(festivalSpaceKeys.call(IdFestival, IdCampagne), call),
    onSettled: () => queryClient.invalidateQueries({ queryKey: festivalSpaceKeys.calls(IdFestival) }),
  });
}
