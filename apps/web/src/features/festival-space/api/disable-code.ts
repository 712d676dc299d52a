import { type FestivalCode, ZFestivalCode } from '@shortlist/domain/festival-space/code-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/** `POST festivals/{IdFestival}/codes/{IdCode}/disable` (managers): the code stops working at once. */
export async function disableCode(IdFestival: number, IdCode: number): Promise<FestivalCode> {
  const answer = await apiRequest<unknown>(
    `${FESTIVAL_SPACE_API}/festivals/${IdFestival}/codes/${IdCode}/disable`,
    { method: 'POST' },
  );
  return ZFestivalCode.parse(answer);
}

export function useDisableCode(IdFestival: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (IdCode: number) => disableCode(IdFestival, IdCode),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: festivalSpaceKeys.codes(IdFestival) }),
  });
}
