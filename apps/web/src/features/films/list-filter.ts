import { FILM_SORTS, type FilmFilter } from '@shortlist/domain/films/api-contracts';
import { FILM_STATUS_FILTER, type FilmStatusFilter } from '@shortlist/domain/films/film-status';
import { PRODUCTION_YEAR_MIN } from '@shortlist/domain/films/film-values';

/**
 * The films list's filter as the URL keeps it (`?q=night&year=2024&status=complete&sort=oldest&page=2`),
 * so a reload, the back button and a shared link show the same list. Values outside what the
 * API accepts are dropped, never sent.
 */
export type FilmListQuery = {
  search: string;
  year: string;
  status: FilmStatusFilter | '';
  sort: (typeof FILM_SORTS)[number];
  page: number;
};

export const EMPTY_QUERY: FilmListQuery = { search: '', year: '', status: '', sort: 'newest', page: 1 };

export function readListQuery(params: URLSearchParams): FilmListQuery {
  const status = params.get('status') ?? '';
  const sort = params.get('sort') ?? '';
  const year = params.get('year') ?? '';
  const page = Number(params.get('page') ?? '1');
  const yearNumber = Number(year);
  return {
    search: (params.get('q') ?? '').slice(0, 100),
    year: /^\d{4}$/.test(year) && yearNumber >= PRODUCTION_YEAR_MIN ? year : '',
    status: (FILM_STATUS_FILTER as readonly string[]).includes(status) ? (status as FilmStatusFilter) : '',
    sort: (FILM_SORTS as readonly string[]).includes(sort) ? (sort as FilmListQuery['sort']) : 'newest',
    page: Number.isInteger(page) && page > 0 && page < 10_000 ? page : 1,
  };
}

export function writeListQuery(query: FilmListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search.trim()) params.set('q', query.search.trim());
  if (query.year) params.set('year', query.year);
  if (query.status) params.set('status', query.status);
  if (query.sort !== 'newest') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** The body of `POST films/filter` for a query (the page travels in the path). */
export function toApiFilter(query: FilmListQuery): FilmFilter {
  const filter: FilmFilter = { sort: query.sort };
  if (query.search.trim()) filter.search = query.search.trim();
  if (query.year) filter.AnneeProd = Number(query.year);
  if (query.status) filter.status = query.status;
  return filter;
}

export function isFiltered(query: FilmListQuery): boolean {
  return query.search.trim() !== '' || query.year !== '' || query.status !== '';
}

/**
 * A saved view's filter (`FilmFilter`, issue 34) as the list's query, the inverse of
 * `toApiFilter`; values the URL would drop are dropped here too.
 */
export function fromApiFilter(data: Record<string, unknown> | null): FilmListQuery {
  const params = new URLSearchParams();
  const value = (key: string) =>
    typeof data?.[key] === 'string' || typeof data?.[key] === 'number' ? String(data[key]) : '';
  if (value('search')) params.set('q', value('search'));
  if (value('AnneeProd')) params.set('year', value('AnneeProd'));
  if (value('status')) params.set('status', value('status'));
  if (value('sort')) params.set('sort', value('sort'));
  return readListQuery(params);
}
