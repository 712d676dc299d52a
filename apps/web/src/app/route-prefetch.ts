import { DEFAULT_ROUTED_LANGUAGES } from '@shortlist/domain/language-list';
import type { PublicConfig } from '@shortlist/domain/platform-config';
import { matchLocalizedPath, requiresAuth } from '@shortlist/i18n/routes';
import type { QueryClient } from '@tanstack/react-query';
import { hasSessionCookie } from '../shared/api/client.ts';
import { loadCatalogues, namespacesFor } from '../shared/i18n/catalogue-loader.ts';
import { platformKeys } from '../shared/platform/query-keys.ts';
import { sessionQuery } from '../shared/session/api/get-session.ts';
import { loadPage } from './pages.tsx';

/**
 * Starts, at the navigation, everything a signed-in screen waits for, all at once: the session,
 * the page's code, its language's texts and the answers its list shows first (route-data.ts).
 * Left to the render, each began only once the one before had arrived (texts, then the session,
 * then the code, then the list: issue 32's waterfall, bench/signed-in). Main.tsx calls it for the
 * address the app starts on, and renders once the list is asked and the page's code is in (the
 * promise; it never rejects), and AppRouter for each navigation; public screens are left alone.
 * Without a session cookie nothing is asked: RequireAuth sends the visitor to sign in. With an
 * expired session the list's request answers 401 and the session's null, and RequireAuth
 * redirects as it would have; the page asks again for what failed (TanStack Query's retry on mount).
 */
export async function prefetchRoute(
  queryClient: QueryClient,
  location: { pathname: string; search: string },
): Promise<void> {
  // RootRoute's languages: the configuration's once read, the default ones before.
  const configured = queryClient.getQueryData<PublicConfig>(platformKeys.config)?.languages;
  const routedLanguages = configured?.length ? configured : DEFAULT_ROUTED_LANGUAGES;
  const match = matchLocalizedPath(location.pathname, routedLanguages);
  if (match.kind !== 'route' || !requiresAuth(match.key) || !hasSessionCookie()) return;
  const { key, language } = match;
  const session = queryClient.fetchQuery(sessionQuery).catch(() => null);
  const page = loadPage(key).catch(() => undefined);
  loadCatalogues(language, namespacesFor(key, true)).catch(() => undefined);
  const search = new URLSearchParams(location.search);
  const asked = import('./route-data.ts')
    .then(({ prefetchRouteData }) => prefetchRouteData(queryClient, { key, search, session }))
    .catch(() => undefined);
  // The page's code too, for at most PAGE_WAIT_MS: a page whose code is missing at its first
  // render suspends, and React shows what then resolves no sooner than 300 ms after the loading
  // notice appeared (its Suspense throttle), whatever arrived meanwhile. The films page's full
  // loads took 100-200 ms more half of the time on an idle machine (bench/signed-in). Past the
  // wait, the first render goes (the header and the notice) rather than a blank screen on a very
  // slow connection.
  await Promise.all([asked, Promise.race([page, delay(PAGE_WAIT_MS)])]);
}

/** How long a full load's first render waits for the page's code (route-prefetch.ts). */
export const PAGE_WAIT_MS = 3_000;

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
