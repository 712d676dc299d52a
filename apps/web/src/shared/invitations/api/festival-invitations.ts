import { type Invitation, ZInvitationList } from '@shortlist/domain/submissions/invitation-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';

/**
 * The query key of a festival's invitations. Under `submissions` (the submissions feature's
 * `submissionKeys.all`), so answering an invitation refreshes the festival page's notice too.
 */
export const festivalInvitationsKey = (IdFestival: number) =>
  ['submissions', 'invitations', IdFestival] as const;

/** `GET invitations/festival/{id}`: the signed-in account's invitations to the festival. */
export async function festivalInvitations(IdFestival: number): Promise<Invitation[]> {
  const answer = await apiRequest<unknown>(`/api/invitations/festival/${IdFestival}`);
  return ZInvitationList.parse(answer).items;
}

/**
 * Read by the submission panel (its invitation variant) and the festival page (the invitation
 * notice and the main action). `enabled` false for a visitor: the call needs a session.
 */
export function useFestivalInvitations(IdFestival: number, enabled = true) {
  return useQuery({
    queryKey: festivalInvitationsKey(IdFestival),
    queryFn: () => festivalInvitations(IdFestival),
    enabled,
  });
}
