import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/** `DELETE festivals/{IdFestival}/conflicts/{IdConflit}`: one of the member's own conflicts. */
export async function withdrawConflict(IdFestival: number, IdConflit: number): Promise<void> {
  await apiRequest<unknown>(`${FESTIVAL_SPACE_API}/festivals/${IdFestival}/conflicts/${IdConflit}`, {
    method: 'DELETE',
  });
}

export function useWithdrawConflict(IdFestival: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (IdConflit: number) => withdrawConflict(IdFestival, IdConflit),
    onSettled: () => queryClient.invalidateQueries({ queryKey: festivalSpaceKeys.all }),
  });
}
