import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/** `DELETE festivals/{IdFestival}/members/{IdMembre}` (managers): their access ends at once. */
export async function removeMember(IdFestival: number, IdMembre: number): Promise<void> {
  await apiRequest<unknown>(`${FESTIVAL_SPACE_API}/festivals/${IdFestival}/members/${IdMembre}`, {
    method: 'DELETE',
  });
}

export function useRemoveMember(IdFestival: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (IdMembre: number) => removeMember(IdFestival, IdMembre),
    onSettled: () => queryClient.invalidateQueries({ queryKey: festivalSpaceKeys.members(IdFestival) }),
  });
}
