import { type Invitation, ZInvitationList } from '@shortlist/domain/submissions/invitation-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { submissionKeys } from './query-keys.ts';

/** `GET invitations/festival/{id}`: the signed-in account's invitations to the festival. */
export async function festivalInvitations(IdFestival: number): Promise<Invitation[]> {
  const answer = await apiRequest<unknown>(`/api/invitations/festival/${IdFestival}`);
  return ZInvitationList.parse(answer).items;
}

export function useFestivalInvitations(IdFestival: number) {
  return useQuery({
    queryKey: submissionKeys.invitations(IdFestival),
    queryFn: () => festivalInvitations(IdFestival),
  });
}
