import { ZFilmCount } from '@shortlist/domain/films/api-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { DASHBOARD_QUERY, dashboardKeys } from './query-keys.ts';

/** `POST films/filter` with status incomplete: how many films are still missing something. */
export async function countFilmsToComplete(): Promise<number> {
  const answer = await apiRequest<unknown>('/api/films/filter', {
    method: 'POST',
    body: { status: 'incomplete' },
  });
  return ZFilmCount.parse(answer).count;
}

export function useFilmsToCompleteCount() {
  return useQuery({
    queryKey: dashboardKeys.filmsToCompleteCount,
    queryFn: countFilmsToComplete,
    ...DASHBOARD_QUERY,
  });
}
