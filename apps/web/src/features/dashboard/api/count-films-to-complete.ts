import { ZFilmCount } from '@shortlist/domain/films/api-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { dashboardKeys } from './query-keys.ts';

/** `POST films/filter` with status incomplete: how many films are still missing something. */
export async function countFilmsToComplete(): Promise<number> {
  const answer = await apiRequest<unknown>('/api/films/filter', {
    method: 'POST',
    body: { status: 'incomplete' },
  });
  return ZFilmCount.parse(answer).count;
}

export const filmsToCompleteCountQuery = queryOptions({
  queryKey: dashboardKeys.filmsToCompleteCount,
  queryFn: countFilmsToComplete,
});

export function useFilmsToCompleteCount() {
  return useQuery(filmsToCompleteCountQuery);
}
