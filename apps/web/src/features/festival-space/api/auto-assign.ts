import { ZSectionAssignments } from '@shortlist/domain/festival-space/assignment-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/** `POST festivals/{IdFestival}/sections/{IdCampagneSection}/assignments/auto` (managers). */
export async function autoAssign(IdFestival: number, IdCampagneSection: number, perEntry: number) {
  const answer = await apiRequest<unknown>(
    `${FESTIVAL_SPACE_API}/festivals/${IdFestival}/sections/${IdCampagneSection}/assignments/auto`,
    { method: 'POST', body: { perEntry } },
  );
  return ZSectionAssignments.parse(answer);
}

export function useAutoAssign(IdFestival: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { IdCampagneSection: number; perEntry: number }) =>
      autoAssign(IdFestival, input.IdCampagneSection, input.perEntry),
    onSettled: () => queryClient.invalidateQueries({ queryKey: festivalSpaceKeys.assignments(IdFestival) }),
  });
}
