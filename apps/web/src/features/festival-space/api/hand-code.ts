import {
  type FestivalCode,
  type HandFestivalCodeRequest,
  ZFestivalCode,
} from '@shortlist/domain/festival-space/code-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/** `POST festivals/{IdFestival}/codes/{IdCode}/hand` (managers): email the code to chosen filmmakers. */
export async function handCode(
  IdFestival: number,
  IdCode: number,
  input: HandFestivalCodeRequest,
): Promise<FestivalCode> {
  const answer = await apiRequest<unknown>(
    `${FESTIVAL_SPACE_API}/festivals/${IdFestival}/codes/${IdCode}/hand`,
    {
      method: 'POST',
      body: input,
    },
  );
  return ZFestivalCode.parse(answer);
}

export function useHandCode(IdFestival: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (options: { IdCode: number; input: HandFestivalCodeRequest }) =>
      handCode(IdFestival, options.IdCode, options.input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: festivalSpaceKeys.codes(IdFestival) }),
  });
}
