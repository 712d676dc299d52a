import type { Invitation } from '@shortlist/domain/submissions/invitation-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';
import { festivalInvitationsKey } from '../query-keys.ts';

/** `GET invitations/festival/{id}`: the signed-in account's invitations to the festival. */
export async function festivalInvitations(IdFestival: number): Promise<Invitation[]> {
  // The schema (with the eligibility contracts it reads) loaded with the answer: only a signed-in
  // visitor asks, and the festival page's chunk stays within its budget (js-weight.spec.ts).
  const [answer, { ZInvitationList }] = await Promise.all([
    apiRequest<unknown>(`/api/invitations/festival/${IdFestival}`),
    import('@shortlist/domain/submissions/invitation-contracts'),
  ]);
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
