import { ZFilmDeleted } from '@shortlist/domain/films/api-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { filmKeys } from './query-keys.ts';

/**
 * `DELETE films/delete/{id}` (spec §4): archived when it has basket entries or was submitted,
 * otherwise removed with its basket submissions and files. The answer says which.
 */
export async function deleteFilm(id: number): Promise<'archived' | 'removed'> {
  const answer = await apiRequest<unknown>(`/api/films/delete/${id}`, { method: 'DELETE' });
  return ZFilmDeleted.parse(answer).outcome;
}

export function useDeleteFilm(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteFilm(id),
    onSuccess: async (outcome) => {
      if (outcome === 'removed') queryClient.removeQueries({ queryKey: filmKeys.film(id) });
      await queryClient.invalidateQueries({ queryKey: filmKeys.all });
    },
  });
}
