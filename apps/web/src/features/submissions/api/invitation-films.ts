import { type InvitationFilms, ZInvitationFilms } from '@shortlist/domain/submissions/invitation-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { submissionKeys } from './query-keys.ts';

/** `GET invitations/films-inscriptible/{idFestival}/fest`: the account's films judged per pending invitation. */
export async function invitationFilms(IdFestival: number): Promise<InvitationFilms> {
  const answer = await apiRequest<unknown>(`/api/invitations/films-inscriptible/${IdFestival}/fest`);
  return ZInvitationFilms.parse(answer);
}

export function useInvitationFilms(IdFestival: number, enabled: boolean) {
  return useQuery({
    queryKey: submissionKeys.invitationFilms(IdFestival),
    queryFn: () => invitationFilms(IdFestival),
    enabled,
  });
}
