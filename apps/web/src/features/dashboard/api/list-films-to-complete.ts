import { type FilmListItem, ZFilmList } from '@shortlist/domain/films/api-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { dashboardKeys } from './query-keys.ts';

/** How many films to complete the dashboard names; the films page lists the rest. */
export const FILMS_TO_COMPLETE_SHOWN = 5;

/** `POST films/filter/0/5` with status incomplete: the newest films still missing something. */
export async function listFilmsToComplete(): Promise<FilmListItem[]> {
  const answer = await apiRequest<unknown>(`/api/films/filter/0/${FILMS_TO_COMPLETE_SHOWN}`, {
    method: 'POST',
    body: { status: 'incomplete', sort: 'newest' },
  });
  return ZFilmList.parse(answer);
}

export const filmsToCompleteQuery = queryOptions({
  queryKey: dashboardKeys.filmsToComplete,
  queryFn: listFilmsToComplete,
});

export function useFilmsToComplete() {
  return useQuery(filmsToCompleteQuery);
}
