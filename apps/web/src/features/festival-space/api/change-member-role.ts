import type { FestivalRole } from '@shortlist/domain/festival-space/member-roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/** `PUT festivals/{IdFestival}/members/{IdMembre} {role}` (managers); the festival keeps a manager. */
export async function changeMemberRole(
  IdFestival: number,
  IdMembre: number,
  role: FestivalRole,
): Promise<void> {
  await apiRequest<unknown>(`${FESTIVAL_SPACE_API}/festivals/${IdFestival}/members/${IdMembre}`, {
    method: 'PUT',
    body: { role },
  });
}

export function useChangeMemberRole(IdFestival: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { IdMembre: number; role: FestivalRole }) =>
      changeMemberRole(IdFestival, input.IdMembre, input.role),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: festivalSpaceKeys.members(IdFestival) }),
        // A manager who made themselves a programmer sees fewer items at once.
        queryClient.invalidateQueries({ queryKey: festivalSpaceKeys.festivals }),
      ]),
  });
}
