import { DEFAULT_ROUTED_LANGUAGES } from '@shortlist/domain/language-list';
import { localizedPath, matchPagePath, requiresAuth } from '@shortlist/i18n/routes';
import { type ReactNode, Suspense, use, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PendingFavourite } from '../features/festivals/components/pending-favourite.tsx';
import { cataloguesLoaded, loadCatalogues, namespacesFor } from '../shared/i18n/catalogue-loader.ts';
import { type CurrentRoute, CurrentRouteContext, useCurrentRoute } from '../shared/i18n/current-route.ts';
import { TranslationProvider } from '../shared/i18n/translation.tsx';
import { translatorFor } from '../shared/i18n/translator.ts';
import { usePublicConfig } from '../shared/platform/get-config.ts';
import { PageHydrated } from '../shared/render/page-hydration.ts';
import { useSession } from '../shared/session/api/get-session.ts';
import { PageSkeleton } from '../shared/ui/page-skeleton.tsx';
import { Layout } from './layout.tsx';
import { ModalsHost } from './modals-host.tsx';
import { PageHead } from './page-head.tsx';
import { pageFor } from './pages.tsx';
import { RequireAuth } from './require-auth.tsx';
import { SessionWatch } from './session-watch.tsx';
import { useMaintenance } from './use-maintenance.ts';

/**
 * Every URL lands here: the i18n route table (the same one the server uses for the status code
 * and the head) decides the language and the screen.
 */
export function RootRoute() {
  const location = useLocation();
  const config = usePublicConfig();
  const routedLanguages = config.data?.languages.length ? config.data.languages : DEFAULT_ROUTED_LANGUAGES;
  const match = matchPagePath(location.pathname, routedLanguages);
  if (match.kind === 'redirect') return <Navigate to={match.to + location.search + location.hash} replace />;
  const route: CurrentRoute =
    match.kind === 'route'
      ? { language: match.language, key: match.key, params: match.params, routedLanguages }
      : { language: match.language, key: 'notFound', params: {}, routedLanguages };
  // A language or namespaces not loaded yet (the language switcher, a screen with forms): wait
  // for its catalogues. A navigation keeps the page shown meanwhile (the router renders in a
  // transition). What a session adds to a public page (the signed-in header) comes without
  // holding the page: main.tsx loads it before hydrating a signed-in visitor's page.
  const screen = namespacesFor(route.key, false);
  if (!cataloguesLoaded(route.language, screen)) use(loadCatalogues(route.language, screen));
  return (
    <TranslationProvider translator={translatorFor(route.language)}>
      <CurrentRouteContext.Provider value={route}>
        <RoutedPage />
      </CurrentRouteContext.Provider>
    </TranslationProvider>
  );
}

function RoutedPage() {
  const route = useCurrentRoute();
  const { session } = useSession();
  const wanted = namespacesFor(route.key, session !== null);

  useEffect(() => {
    // A session started on a public page: the signed-in header's texts, loaded beside it.
    if (!cataloguesLoaded(route.language, wanted))
      loadCatalogues(route.language, wanted).catch(() => undefined);
  }, [route.language, wanted]);

  useEffect(() => {
    document.documentElement.lang = route.language;
  }, [route.language]);

  const Page = pageFor(route.key);
  return (
    <MaintenanceGate>
      <ModalsHost />
      <PageHead />
      <SessionWatch />
      <PendingFavourite />
      <Layout>
        <Suspense fallback={<PageSkeleton />}>
          {requiresAuth(route.key) ? (
            <RequireAuth>
              <Page />
            </RequireAuth>
          ) : (
            <Page />
          )}
          <PageHydrated />
        </Suspense>
      </Layout>
    </MaintenanceGate>
  );
}

/**
 * Sends every page to the maintenance page while maintenance is on, and away from it once off.
 * A component of its own, around the page given as children: each answer of the maintenance
 * calls (the required dictionaries, asked once the page has hydrated) re-renders the gate alone,
 * not the page, which used to render again, at sync priority, for each of them (bench/log/2026-11-to-12.md).
 */
function MaintenanceGate({ children }: { children: ReactNode }) {
  const route = useCurrentRoute();
  const { pathname, search } = useLocation();
  const maintenance = useMaintenance(route.language);
  if (maintenance.status === 'on') {
    const language = maintenance.reason === 'dictionary' ? 'en' : route.language;
    const target = localizedPath('maintenance', language);
    if (pathname !== target) return <Navigate to={target + search} replace />;
  } else if (maintenance.status === 'off' && route.key === 'maintenance') {
    // The maintenance page exists only while maintenance is on (spec §2).
    return <Navigate to={localizedPath('home', route.language)} replace />;
  }
  return children;
}
