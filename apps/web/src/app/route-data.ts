import type { RouteKey } from '@shortlist/i18n/routes';
import type { QueryClient } from '@tanstack/react-query';
import type { Session } from '../shared/session/api/get-session.ts';

type Prefetch<T> = (queryClient: QueryClient, value: T) => Promise<void>;

type RouteData =
  | { account: false; load: () => Promise<Prefetch<URLSearchParams>> }
  | { account: true; load: () => Promise<Prefetch<number>> };

/**
 * What each signed-in list shows first, by route: asked at the navigation (route-prefetch.ts),
 * beside the page's code, rather than once the page has rendered. Each route's asks are a chunk
 * of their own (with the schemas of their answers only); this small one, which lists them, loads
 * with the first signed-in screen: public pages never load it. Calls naming the account in their
 * path wait for the session; the others go at once.
 */
const ROUTE_DATA: Partial<Record<RouteKey, RouteData>> = {
  dashboard: {
    account: false,
    load: async () => (await import('../features/dashboard/dashboard-page-data.ts')).prefetchDashboardPage,
  },
  films: {
    account: false,
    load: async () => (await import('../features/films/films-page-data.ts')).prefetchFilmsPage,
  },
  submissions: {
    account: false,
    load: async () =>
      (await import('../features/submissions/submissions-page-data.ts')).prefetchSubmissionsPage,
  },
  orders: {
    account: true,
    load: async () => (await import('../features/orders/orders-page-data.ts')).prefetchOrdersPage,
  },
  cart: {
    account: true,
    load: async () => (await import('../features/orders/basket-page-data.ts')).prefetchBasketPage,
  },
};

/**
 * Asks the route's first answers (one already fresh in the cache is not asked again). Resolves
 * once they are asked, not answered: at once for those that need no session, once its chunk is
 * loaded for a route that waits for the session (which asks when the session is known).
 */
export async function prefetchRouteData(
  queryClient: QueryClient,
  route: { key: RouteKey; search: URLSearchParams; session: Promise<Session | null> },
): Promise<void> {
  const data = ROUTE_DATA[route.key];
  if (!data) return;
  if (!data.account) {
    void (await data.load())(queryClient, route.search);
    return;
  }
  const prefetch = await data.load();
  void route.session.then((session) => (session ? prefetch(queryClient, session.Id) : undefined));
}
