import type { AccountSession } from '@shortlist/domain/accounts/api-contracts';
import { CONTENT_PAGE_KEYS } from '@shortlist/domain/content/placements';
import { FESTIVAL_PAGE_SIZE } from '@shortlist/domain/festivals/festival-filter-rules';
import { parseSmartNameId } from '@shortlist/domain/festivals/smart-name';
import type { Language } from '@shortlist/domain/languages';
import type { PublicPageData } from '@shortlist/domain/server-rendering';
import { publicFilmKey } from '@shortlist/i18n/film-head';
import { isPublicFilmTab } from '@shortlist/i18n/film-tab-words';
import { localizedPath, type RouteKey, type RouteParams } from '@shortlist/i18n/routes';
import type { QueryClient } from '@tanstack/react-query';
import { contentKeys, contentPagePath } from '../features/content/api/query-keys.ts';
import { festivalKeys } from '../features/festivals/api/query-keys.ts';
import {
  forVisitor,
  initialFilter,
  pageFromQuery,
  toApiFilter,
} from '../features/festivals/filter/directory-filter.ts';
import { filmKeys } from '../features/films/api/query-keys.ts';
import { helpKeys } from '../features/help/api/query-keys.ts';

export type RouteDataContext = {
  queryClient: QueryClient;
  /** The route being rendered. */
  key: RouteKey;
  data: PublicPageData;
  language: Language;
  params: RouteParams;
  search: URLSearchParams;
  session: AccountSession | null;
};

/** What loading a page's data decided besides the data: a status, or a redirect instead of a page. */
export type RouteDataOutcome = { status?: 404; redirect?: string; temporary?: true } | undefined;

/**
 * Puts in the query cache, under the keys the page's hooks read, what the page shows on its first
 * render. The server renders from that cache and hands it to the browser, which then asks nothing
 * again. Fill one key per query of the page (a query left out renders its loading state on both
 * sides and is fetched by the browser after hydration).
 */
export type RouteData = (context: RouteDataContext) => Promise<RouteDataOutcome>;

const noData: RouteData = async () => undefined;

const home: RouteData = async ({ queryClient, data, language }) => {
  const lists = ['last-date', 'new-call'] as const;
  const answers = await Promise.all(lists.map((list) => data.homeList(list, language)));
  for (const [index, list] of lists.entries()) {
    queryClient.setQueryData(festivalKeys.homeList(list, language), answers[index]);
  }
  return undefined;
};

/** The directory's first page for the URL's filter (festivals-page.tsx, use-directory-filter.ts). */
const festivals: RouteData = async ({ queryClient, data, language, search, session }) => {
  const filter = forVisitor(toApiFilter(initialFilter(search)), session !== null);
  const page = pageFromQuery(search);
  const answer = await data.festivalPage({
    filter,
    skip: (page - 1) * FESTIVAL_PAGE_SIZE,
    take: FESTIVAL_PAGE_SIZE,
    language,
  });
  queryClient.setQueryData(festivalKeys.page(language, filter, page), answer);
  return undefined;
};

/**
 * The festival page (festival-page.tsx). Its redirects are answered as HTTP redirects: a visitor's
 * film parameters are dropped, and an old or partial smart name leads to the current one.
 */
const festival: RouteData = async ({ queryClient, data, language, params, session }) => {
  const id = params.id ? parseSmartNameId(params.id) : undefined;
  if (id === undefined) return { status: 404 };
  const answer = await data.festival(id, language);
  if (!answer) return { status: 404 };
  queryClient.setQueryData(festivalKeys.festival(language, id), answer);
  const target: RouteParams = { id: answer.SmartName };
  if (session && params.film) target.film = params.film;
  if (session && params.film && params.title) target.title = params.title;
  const canonical = localizedPath('festival', language, target);
  const asked = localizedPath('festival', language, params);
  return canonical === asked ? undefined : { redirect: canonical };
};

/**
 * The public film page (public-film-page.tsx): the film, or its password form with nothing of
 * the film, or not found (private or unknown, 404). Its id leads to its custom URL when it has one.
 */
const film: RouteData = async ({ queryClient, data, language, params }) => {
  const key = params.id ?? '';
  const answer = await data.publicFilm(key, language);
  queryClient.setQueryData(filmKeys.publicFilm(language, key), answer);
  if (answer.kind === 'missing') return { status: 404 };
  if (answer.kind !== 'film' || publicFilmKey(answer.film) === key) return undefined;
  const target: RouteParams = { id: publicFilmKey(answer.film) };
  if (isPublicFilmTab(params.tab) && params.tab !== 'film') target.tab = params.tab;
  return { redirect: localizedPath('film', language, target) };
};

/**
 * A content page (content-page.tsx): its page and blocks, or 404 when the content system has none.
 * A free page sends a visitor whose browser asks for another language it is written in to that
 * version (a temporary redirect: the same address serves each language its own).
 */
const content: RouteData = async ({ queryClient, data, language, key, params }) => {
  const path = contentPagePath(key, language, params);
  if (path === undefined) return { status: 404 };
  const answer = await data.contentPage(path);
  queryClient.setQueryData(contentKeys.page(path), answer);
  if (!answer) return { status: 404 };
  const versions = answer.page.Alternates;
  const wanted = data
    .visitorLanguages()
    .map((visitor) => versions.find((version) => version.Langue === visitor))
    .find((version) => version !== undefined);
  if (key === 'webPage' && wanted && wanted.Route !== path)
    return { redirect: wanted.Route, temporary: true };
  return undefined;
};

/** A help category (help-category-page.tsx): the categories and its questions, or 404 for an unknown one. */
const helpCategory: RouteData = async ({ queryClient, data, language, params }) => {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) return { status: 404 };
  const answer = await data.helpCategory(id, language);
  queryClient.setQueryData(helpKeys.category(language, id), answer);
  return answer ? undefined : { status: 404 };
};

/**
 * The routes rendered on the server, and the data each needs. A route not listed here (the
 * signed-in screens, the account forms) is sent as the plain shell and rendered in the browser.
 * Adding a public page: docs/architecture.md, "A server-rendered page".
 */
export const SERVER_ROUTES: Partial<Record<RouteKey, RouteData>> = {
  home,
  festivals,
  festival,
  film,
  ...Object.fromEntries(CONTENT_PAGE_KEYS.map((key) => [key, content])),
  webPage: content,
  helpCategory,
  notFound: noData,
};
