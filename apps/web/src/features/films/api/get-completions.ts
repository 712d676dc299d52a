import { type FilmCompletions, ZFilmCompletions } from '@shortlist/domain/films/api-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { filmKeys } from './query-keys.ts';

/** `GET films/{id}/completions`: per tab what is still missing before the film can be submitted. */
export async function getCompletions(id: number): Promise<FilmCompletions> {
  return ZFilmCompletions.parse(await apiRequest<unknown>(`/api/films/${id}/completions`));
}

export function useCompletions(id: number) {
  return useQuery({
    queryKey: filmKeys.completions(id),
    queryFn: () => getCompletions(id),
    enabled: id > 0,
  });
}
