import { ZFestivalInvitationsResponse } from '@shortlist/domain/festival-space/invitation-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/** `GET festivals/{IdFestival}/invitations` (managers): the festival's invitations, newest first. */
export async function listInvitations(IdFestival: number) {
  const answer = await apiRequest<unknown>(`${FESTIVAL_SPACE_API}/festivals/${IdFestival}/invitations`);
  return ZFestivalInvitationsResponse.parse(answer).items;
}

export function useInvitations(IdFestival: number) {
  return useQuery({
    queryKey: festivalSpaceKeys.invitations(IdFestival),
    queryFn: () => listInvitations(IdFestival),
  });
}
