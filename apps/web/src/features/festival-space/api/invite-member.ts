import type { FestivalMemberInviteRequest } from '@shortlist/domain/festival-space/member-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/** `POST festivals/{IdFestival}/members {Login, role}` (managers): the person is emailed. */
export async function inviteMember(IdFestival: number, input: FestivalMemberInviteRequest): Promise<void> {
  await apiRequest<unknown>(`${FESTIVAL_SPACE_API}/festivals/${IdFestival}/members`, {
    method: 'POST',
    body: input,
  });
}

export function useInviteMember(IdFestival: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FestivalMemberInviteRequest) => inviteMember(IdFestival, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: festivalSpaceKeys.members(IdFestival) }),
  });
}
