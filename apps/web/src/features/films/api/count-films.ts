import { type FilmFilter, ZFilmCount } from '@shortlist/domain/films/api-contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { filmKeys } from './query-keys.ts';

/** `POST films/filter`: how many of the owner's films match the filter. */
export async function countFilms(options: { filter: FilmFilter; signal?: AbortSignal }): Promise<number> {
  const body = await apiRequest<unknown>('/api/films/filter', {
    method: 'POST',
    body: options.filter,
    signal: options.signal,
  });
  return ZFilmCount.parse(body).count;
}

/** The count, as the page and the route's prefetch (`films-page-data.ts`) ask it. */
export function filmCountQuery(filter: FilmFilter) {
  return queryOptions({
    queryKey: filmKeys.count(filter),
    queryFn: ({ signal }) => countFilms({ filter, signal }),
  });
}

export function useFilmCount(filter: FilmFilter) {
  return useQuery({ ...filmCountQuery(filter), placeholderData: keepPreviousData });
}
