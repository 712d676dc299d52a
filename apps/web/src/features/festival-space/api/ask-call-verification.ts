import { ZFestivalCall } from '@shortlist/domain/festival-space/call-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/** `POST festivals/{IdFestival}/calls/{IdCampagne}/verification-request` (managers): Ask the platform to verify a call in preparation. */
export async function askCallVerification(IdFestival: number, IdCampagne: number) {
  const answer = await apiRequest<unknown>(
    `${FESTIVAL_SPACE_API}/festivals/${IdFestival}/calls/${IdCampagne}/verification-request`,
    { method: 'POST' },
  );
  return ZFestivalCall.parse(answer);
}

export function useAskCallVerification(IdFestival: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (IdCampagne: number) => askCallVerification(IdFestival, IdCampagne),
    onSettled: () => queryClient.invalidateQueries({ queryKey: festivalSpaceKeys.calls(IdFestival) }),
  });
}
