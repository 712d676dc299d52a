import { ZFestivalMembersResponse } from '@shortlist/domain/festival-space/member-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/** `GET festivals/{IdFestival}/members` (managers): who may act for the festival. */
export async function listMembers(IdFestival: number) {
  const answer = await apiRequest<unknown>(`${FESTIVAL_SPACE_API}/festivals/${IdFestival}/members`);
  return ZFestivalMembersResponse.parse(answer).items;
}

export function useMembers(IdFestival: number, enabled = true) {
  return useQuery({
    queryKey: festivalSpaceKeys.members(IdFestival),
    queryFn: () => listMembers(IdFestival),
    enabled,
  });
}
