import {
  type FestivalInvitation,
  type FestivalInvitationRequest,
  ZFestivalInvitation,
} from '@shortlist/domain/festival-space/invitation-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/**
 * `POST festivals/{IdFestival}/invitations` (managers): invite a film (public page link, shortname
 * or id) to a section at a price until a day; its owner gets the usual invitation email.
 */
export async function inviteFilm(
  IdFestival: number,
  input: FestivalInvitationRequest,
): Promise<FestivalInvitation> {
  const answer = await apiRequest<unknown>(`${FESTIVAL_SPACE_API}/festivals/${IdFestival}/invitations`, {
    method: 'POST',
    body: input,
  });
  return ZFestivalInvitation.parse(answer);
}

export function useInviteFilm(IdFestival: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FestivalInvitationRequest) => inviteFilm(IdFestival, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: festivalSpaceKeys.invitations(IdFestival) }),
  });
}
