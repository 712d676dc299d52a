import { ZMemberFestivalsResponse } from '@shortlist/domain/festival-space/member-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/** `GET festival-space/festivals`: the festivals the signed-in account is a member of, with its role. */
export async function listMemberFestivals() {
  const answer = await apiRequest<unknown>(`${FESTIVAL_SPACE_API}/festivals`);
  return ZMemberFestivalsResponse.parse(answer).items;
}

/**
 * Read by the workspace's header and by every page (one request, shared). Kept half a minute: a
 * member removed meanwhile sees it at the next page visited after that (the server refuses
 * their calls at once anyway).
 */
export function useMemberFestivals(enabled = true) {
  return useQuery({
    queryKey: festivalSpaceKeys.festivals,
    queryFn: listMemberFestivals,
    staleTime: 30_000,
    enabled,
  });
}
