import { type FilmFilter, ZFilmCount } from '@shortlist/domain/films/api-contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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

export function useFilmCount(filter: FilmFilter) {
  return useQuery({
    queryKey: filmKeys.count(filter),
    queryFn: ({ signal }) => countFilms({ filter, signal }),
    placeholderData: keepPreviousData,
  });
}
