import {
  type FestivalCode,
  type FestivalCodeRequest,
  ZFestivalCode,
} from '@shortlist/domain/festival-space/code-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/** `POST festivals/{IdFestival}/codes` (managers): a fee waiver or a percentage off a section's fee. */
export async function createCode(IdFestival: number, input: FestivalCodeRequest): Promise<FestivalCode> {
  const answer = await apiRequest<unknown>(`${FESTIVAL_SPACE_API}/festivals/${IdFestival}/codes`, {
    method: 'POST',
    body: input,
  });
  return ZFestivalCode.parse(answer);
}

export function useCreateCode(IdFestival: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FestivalCodeRequest) => createCode(IdFestival, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: festivalSpaceKeys.codes(IdFestival) }),
  });
}
