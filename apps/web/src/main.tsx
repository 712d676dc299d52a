import './shared/ui/mantine-styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import './app/service-worker.ts';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory } from 'react-router';
import { AppRouter } from './app/app-router.tsx';
import { loadPage } from './app/pages.tsx';
import { AppProviders } from './app/providers.tsx';
import { prefetchRoute } from './app/route-prefetch.ts';
import { AppRoutes } from './app/router.tsx';
import { createQueryClient } from './shared/api/query-client.ts';
import { languageOfPath, loadCatalogues, namespacesFor } from './shared/i18n/catalogue-loader.ts';
import { createGuardedHistory } from './shared/navigation/navigation-guard.ts';
import { markPageHydrated } from './shared/render/page-hydration.ts';
import { readServerState, type ServerState } from './shared/render/server-state.ts';
import { sessionKeys } from './shared/session/query-keys.ts';

/** Whether the server rendered the page for a signed-in visitor (its session is in the state). */
function signedIn(state: ServerState): boolean {
  const key = JSON.stringify(sessionKeys.current);
  const session = state.queries.queries.find((query) => JSON.stringify(query.queryKey) === key);
  return session?.state.data != null;
}

async function start() {
  const state = readServerState();
  const queryClient = createQueryClient();
  // A signed-in screen (the plain shell): its session, code and list are asked now, beside the
  // texts, rather than one after the other as the render reaches them; the first render waits
  // until the list is asked (its chunk: a few milliseconds), so that its long task does not hold
  // the asking back, and until the page's code is in, so that the page does not suspend (React
  // then holds it back 300 ms behind its loading notice; route-prefetch.ts, bench/signed-in).
  const routeAsked = state ? undefined : prefetchRoute(queryClient, window.location);
  // The page's catalogues first (preloaded with a server-rendered page, the same namespaces the
  // server chose): the first render, and hydration, need their texts. The plain shell loads every
  // namespace. A failure is left to RootRoute, which loads them again.
  const namespaces = state ? namespacesFor(state.routeKey, signedIn(state)) : undefined;
  await Promise.all([
    loadCatalogues(languageOfPath(window.location.pathname), namespaces).catch(() => undefined),
    routeAsked,
  ]);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // React Router's browser history, as its BrowserRouter creates it (pushes reach the listener too).
  const history = createGuardedHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <AppRouter history={history} onNavigate={(location) => void prefetchRoute(queryClient, location)}>
          <AppRoutes />
        </AppRouter>
      </AppProviders>
    </StrictMode>
  );
  if (!state) {
    // Nothing to hydrate: calls around the page need not wait for it.
    markPageHydrated();
    createRoot(root).render(app);
    return;
  }
  // A server-rendered page: the same data first, so the first render matches the server's HTML
  // and nothing is asked again. Hydrated at once, while the page's chunk (preloaded) is loading:
  // the page keeps the server's HTML until it runs (pages.tsx, loadPage).
  hydrate(queryClient, state.queries);
  void loadPage(state.routeKey);
  hydrateRoot(root, app);
}

void start();
