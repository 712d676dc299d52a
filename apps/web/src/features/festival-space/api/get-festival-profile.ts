import { ZFestivalProfile } from '@shortlist/domain/festival-space/profile-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/** `GET festivals/{IdFestival}/profile` (managers): the festival's profile as the form edits it. */
export async function getFestivalProfile(IdFestival: number) {
  const answer = await apiRequest<unknown>(`${FESTIVAL_SPACE_API}/festivals/${IdFestival}/profile`);
  return ZFestivalProfile.parse(answer);
}

export function useFestivalProfile(IdFestival: number) {
  return useQuery({
    queryKey: festivalSpaceKeys.profile(IdFestival),
    queryFn: () => getFestivalProfile(IdFestival),
  });
}
