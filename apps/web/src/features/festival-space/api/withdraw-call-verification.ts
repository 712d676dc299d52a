import { ZFestivalCall } from '@shortlist/domain/festival-space/call-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/** `POST festivals/{IdFestival}/calls/{IdCampagne}/verification-withdrawal` (managers): Take back a verification request still waiting: the call is in preparation again. */
export async function withdrawCallVerification(IdFestival: number, IdCampagne: number) {
  const answer = await apiRequest<unknown>(
    `${FESTIVAL_SPACE_API}/festivals/${IdFestival}/calls/${IdCampagne}/verification-withdrawal`,
    { method: 'POST' },
  );
  return ZFestivalCall.parse(answer);
}

export function useWithdrawCallVerification(IdFestival: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (IdCampagne: number) => withdrawCallVerification(IdFestival, IdCampagne),
    onSettled: () => queryClient.invalidateQueries({ queryKey: festivalSpaceKeys.calls(IdFestival) }),
  });
}
