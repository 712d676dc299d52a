import type { FestivalFilter } from '@shortlist/domain/festivals/festival-filter';
import {
  COMPARER,
  type Comparer,
  DIRECTORY_SORTS,
  type DirectorySort,
  FEE_MAX_CENTS,
  FESTIVAL_SEARCH_MAX,
} from '@shortlist/domain/festivals/festival-filter-rules';
import { FILM_MINUTES_MAX } from '@shortlist/domain/festivals/film-length';

/**
 * What the directory's filter controls hold. Empty strings and empty lists mean "any"; a date
 * without its comparer cannot happen here because each date control comes with one.
 */
export type DirectoryFilter = {
  search: string;
  status: '' | 'open' | 'closed';
  fee: '' | 'paid' | 'free';
  country: number | null;
  /** `YYYY-MM-DD` or '' */
  deadline: string;
  deadlineComparer: Comparer;
  /** `YYYY-MM-DD` or '' */
  edition: string;
  editionComparer: Comparer;
  categories: number[];
  genres: number[];
  themes: number[];
  directorCoverage: boolean;
  /** Only the signed-in user's favourites (the control shows only when signed in). */
  favourites: boolean;
  /** The order of the list; not a filter (not counted, not offered as a remembered filter). */
  sort: DirectorySort;
  /** Entry fee up to this many cents (0: free entry only); null for any. */
  feeMax: number | null;
  /** Only festivals with labels (award-qualifying...). */
  withLabels: boolean;
  /** Only festivals whose call promises every film watched to the end (issue 34). */
  watchGuarantee: boolean;
  /** The length of the filmmaker's film in minutes: festivals with a section that takes it. */
  filmMinutes: number | null;
};

export const EMPTY_FILTER: DirectoryFilter = {
  search: '',
  status: '',
  fee: '',
  country: null,
  deadline: '',
  deadlineComparer: 'after',
  edition: '',
  editionComparer: 'after',
  categories: [],
  genres: [],
  themes: [],
  directorCoverage: false,
  favourites: false,
  sort: 'deadline',
  feeMax: null,
  withLabels: false,
  watchGuarantee: false,
  filmMinutes: null,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The body of `POST public/festivals/filter`: only the fields that filter something. */
export function toApiFilter(filter: DirectoryFilter): FestivalFilter {
  const body: FestivalFilter = {};
  const search = filter.search.trim().slice(0, FESTIVAL_SEARCH_MAX);
  if (search) body.Search = search;
  if (filter.status) body.IsCampagneOuverte = filter.status === 'open';
  if (filter.fee) body.IsPayant = filter.fee === 'paid';
  if (filter.country !== null) body.IdPays = filter.country;
  if (DAY.test(filter.deadline)) {
    body.DeadLine = filter.deadline;
    body.DeadLineComparer = filter.deadlineComparer;
  }
  if (DAY.test(filter.edition)) {
    body.Edition = filter.edition;
    body.EditionComparer = filter.editionComparer;
  }
  if (filter.categories.length > 0) body.IdsCategorie = [...filter.categories];
  if (filter.genres.length > 0) body.IdsGenre = [...filter.genres];
  if (filter.themes.length > 0) body.IdsThematique = [...filter.themes];
  if (filter.directorCoverage) body.PecRealisateurs = true;
  if (filter.favourites) body.IsFavoris = true;
  if (filter.sort !== 'deadline') body.sort = filter.sort;
  if (filter.feeMax !== null) body.feeMax = filter.feeMax;
  if (filter.withLabels) body.withLabels = true;
  if (filter.watchGuarantee) body.watchGuarantee = true;
  if (filter.filmMinutes !== null) body.filmMinutes = filter.filmMinutes;
  return body;
}

/** Back from the API shape (cookie) to the controls. */
export function fromApiFilter(body: FestivalFilter): DirectoryFilter {
  return {
    search: body.Search ?? '',
    status: body.IsCampagneOuverte === undefined ? '' : body.IsCampagneOuverte ? 'open' : 'closed',
    fee: body.IsPayant === undefined ? '' : body.IsPayant ? 'paid' : 'free',
    country: body.IdPays ?? null,
    deadline: body.DeadLine ?? '',
    deadlineComparer: body.DeadLineComparer ?? 'after',
    edition: body.Edition ?? '',
    editionComparer: body.EditionComparer ?? 'after',
    categories: body.IdsCategorie ?? [],
    genres: body.IdsGenre ?? [],
    themes: body.IdsThematique ?? [],
    directorCoverage: body.PecRealisateurs === true,
    favourites: body.IsFavoris === true,
    sort: body.sort ?? 'deadline',
    feeMax: body.feeMax ?? null,
    withLabels: body.withLabels === true,
    watchGuarantee: body.watchGuarantee === true,
    filmMinutes: body.filmMinutes ?? null,
  };
}

/** How many filters are set (shown on the phone's "Filters" button). */
export function activeFilterCount(filter: DirectoryFilter): number {
  const body = toApiFilter(filter);
  return Object.keys(body).filter((key) => !key.endsWith('Comparer') && key !== 'sort').length;
}

export function isEmptyFilter(filter: DirectoryFilter): boolean {
  return activeFilterCount(filter) === 0;
}

// URL query: short, readable names; the same meaning as the API fields.
const Q = {
  search: 'q',
  status: 'status',
  fee: 'fee',
  country: 'country',
  deadline: 'deadline',
  deadlineComparer: 'deadlineIs',
  edition: 'date',
  editionComparer: 'dateIs',
  categories: 'categories',
  genres: 'genres',
  themes: 'themes',
  directorCoverage: 'directorStay',
  favourites: 'favourites',
  sort: 'sort',
  feeMax: 'feeUpTo',
  withLabels: 'labels',
  watchGuarantee: 'watched',
  filmMinutes: 'minutes',
} as const;
const QUERY_NAMES: readonly string[] = Object.values(Q);

function ids(value: string | null): number[] {
  if (!value) return [];
  return value
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
}

function comparer(value: string | null): Comparer {
  return (COMPARER as readonly string[]).includes(value ?? '') ? (value as Comparer) : 'after';
}

/** Whether the URL carries any filter (it then wins over the cookie). */
function hasFilterQuery(params: URLSearchParams): boolean {
  return QUERY_NAMES.some((name) => params.has(name));
}

export function filterFromQuery(params: URLSearchParams): DirectoryFilter {
  const status = params.get(Q.status);
  const fee = params.get(Q.fee);
  const country = Number(params.get(Q.country));
  const deadline = params.get(Q.deadline) ?? '';
  const edition = params.get(Q.edition) ?? '';
  const sort = params.get(Q.sort);
  const feeMax = params.get(Q.feeMax);
  const minutes = params.get(Q.filmMinutes);
  return {
    search: (params.get(Q.search) ?? '').slice(0, FESTIVAL_SEARCH_MAX),
    status: status === 'open' || status === 'closed' ? status : '',
    fee: fee === 'paid' || fee === 'free' ? fee : '',
    country: Number.isInteger(country) && country > 0 ? country : null,
    deadline: DAY.test(deadline) ? deadline : '',
    deadlineComparer: comparer(params.get(Q.deadlineComparer)),
    edition: DAY.test(edition) ? edition : '',
    editionComparer: comparer(params.get(Q.editionComparer)),
    categories: ids(params.get(Q.categories)),
    genres: ids(params.get(Q.genres)),
    themes: ids(params.get(Q.themes)),
    directorCoverage: params.get(Q.directorCoverage) === '1',
    favourites: params.get(Q.favourites) === '1',
    sort: (DIRECTORY_SORTS as readonly string[]).includes(sort ?? '') ? (sort as DirectorySort) : 'deadline',
    feeMax:
      feeMax !== null && /^\d+$/.test(feeMax) && Number(feeMax) <= FEE_MAX_CENTS ? Number(feeMax) : null,
    withLabels: params.get(Q.withLabels) === '1',
    watchGuarantee: params.get(Q.watchGuarantee) === '1',
    filmMinutes:
      minutes !== null && /^\d+$/.test(minutes) && Number(minutes) >= 1 && Number(minutes) <= FILM_MINUTES_MAX
        ? Number(minutes)
        : null,
  };
}

/**
 * Writes the filter and the page into `params` (other parameters, like `embed`, are kept).
 * Unset filters and page 1 leave no trace, so a bare directory URL stays bare.
 */
export function writeFilterQuery(
  params: URLSearchParams,
  filter: DirectoryFilter,
  page: number,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of [...QUERY_NAMES, 'page']) next.delete(name);
  const set = (name: string, value: string) => {
    if (value) next.set(name, value);
  };
  set(Q.search, filter.search.trim());
  set(Q.status, filter.status);
  set(Q.fee, filter.fee);
  set(Q.country, filter.country === null ? '' : String(filter.country));
  if (DAY.test(filter.deadline)) {
    set(Q.deadline, filter.deadline);
    set(Q.deadlineComparer, filter.deadlineComparer);
  }
  if (DAY.test(filter.edition)) {
    set(Q.edition, filter.edition);
    set(Q.editionComparer, filter.editionComparer);
  }
  set(Q.categories, filter.categories.join(','));
  set(Q.genres, filter.genres.join(','));
  set(Q.themes, filter.themes.join(','));
  set(Q.directorCoverage, filter.directorCoverage ? '1' : '');
  set(Q.favourites, filter.favourites ? '1' : '');
  set(Q.sort, filter.sort === 'deadline' ? '' : filter.sort);
  set(Q.feeMax, filter.feeMax === null ? '' : String(filter.feeMax));
  set(Q.withLabels, filter.withLabels ? '1' : '');
  set(Q.watchGuarantee, filter.watchGuarantee ? '1' : '');
  set(Q.filmMinutes, filter.filmMinutes === null ? '' : String(filter.filmMinutes));
  if (page > 1) next.set('page', String(page));
  return next;
}

export function pageFromQuery(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * Spec §9: the directory filter is remembered in a cookie (ours: the directory URL's query, 30
 * days). It is read back by the same reader as the URL (`filterFromQuery`), which needs no schema:
 * the directory's first load carries no zod (bench/log/2026-11-to-12.md). A cookie in the former format (JSON
 * of the API body) reads as no filter and is replaced at the visitor's next choice.
 */
export const FILTER_COOKIE = 'festival_filter';
const COOKIE_DAYS = 30;

export function saveFilterCookie(filter: DirectoryFilter): void {
  const query = writeFilterQuery(new URLSearchParams(), filter, 1).toString();
  if (!query) {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox, Safari and jsdom
    document.cookie = `${FILTER_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
    return;
  }
  const value = encodeURIComponent(query);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox, Safari and jsdom
  document.cookie = `${FILTER_COOKIE}=${value}; Path=/; Max-Age=${COOKIE_DAYS * 86_400}; SameSite=Lax`;
}

/** The remembered filter, or undefined when there is none or it sets no filter the URL reader takes. */
export function readFilterCookie(cookie: string = document.cookie): DirectoryFilter | undefined {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== FILTER_COOKIE) continue;
    try {
      const filter = filterFromQuery(new URLSearchParams(decodeURIComponent(rest.join('='))));
      return isEmptyFilter(filter) ? undefined : filter;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The filter a visitor's queries use: favourites need an account, so they are dropped without one. */
export function forVisitor(body: FestivalFilter, signedIn: boolean): FestivalFilter {
  if (signedIn || body.IsFavoris === undefined) return body;
  const { IsFavoris: _dropped, ...rest } = body;
  return rest;
}

/**
 * The filter a visit starts with: the URL's, else none. A link that says "all festivals" shows
 * them all; the remembered filter (cookie) is offered on the page, not imposed.
 */
export function initialFilter(params: URLSearchParams): DirectoryFilter {
  return hasFilterQuery(params) ? filterFromQuery(params) : EMPTY_FILTER;
}

/** The remembered filter to offer on a visit without a filter in the URL, if any. */
export function rememberedFilter(params: URLSearchParams, cookie?: string): DirectoryFilter | undefined {
  if (hasFilterQuery(params)) return undefined;
  const remembered = readFilterCookie(cookie);
  return remembered && !isEmptyFilter(remembered) ? remembered : undefined;
}
