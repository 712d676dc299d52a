import { type FilmFilter, type FilmListItem, ZFilmList } from '@shortlist/domain/films/api-contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { filmKeys } from './query-keys.ts';

/** Films per page of the list. */
export const FILMS_PAGE_SIZE = 12;

/** `POST films/filter/{skip}/{take}`: one page of the signed-in owner's films. */
export async function filterFilms(options: {
  filter: FilmFilter;
  page: number;
  signal?: AbortSignal;
}): Promise<FilmListItem[]> {
  const skip = (options.page - 1) * FILMS_PAGE_SIZE;
  const body = await apiRequest<unknown>(`/api/films/filter/${skip}/${FILMS_PAGE_SIZE}`, {
    method: 'POST',
    body: options.filter,
    signal: options.signal,
  });
  return ZFilmList.parse(body);
}

/** One page of the list, as the page and the route's prefetch (`films-page-data.ts`) ask it. */
export function filmPageQuery(filter: FilmFilter, page: number) {
  return queryOptions({
    queryKey: filmKeys.page(filter, page),
    queryFn: ({ signal }) => filterFilms({ filter, page, signal }),
  });
}

/** The page of the list; the previous page stays on screen while the next one loads. */
export function useFilmPage(filter: FilmFilter, page: number) {
  return useQuery({ ...filmPageQuery(filter, page), placeholderData: keepPreviousData });
}
