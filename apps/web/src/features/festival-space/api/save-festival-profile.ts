import {
  type FestivalProfileValues,
  ZFestivalProfile,
} from '@shortlist/domain/festival-space/profile-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/** `PUT festivals/{IdFestival}/profile` (managers): the whole profile; answers it as saved. */
export async function saveFestivalProfile(IdFestival: number, body: FestivalProfileValues) {
  const answer = await apiRequest<unknown>(`${FESTIVAL_SPACE_API}/festivals/${IdFestival}/profile`, {
    method: 'PUT',
    body,
  });
  return ZFestivalProfile.parse(answer);
}

export function useSaveFestivalProfile(IdFestival: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FestivalProfileValues) => saveFestivalProfile(IdFestival, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(festivalSpaceKeys.profile(IdFestival), saved);
      // The festival's name shows in the header and the switcher.
      return queryClient.invalidateQueries({ queryKey: festivalSpaceKeys.festivals });
    },
  });
}
