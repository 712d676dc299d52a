import type { RouteKey } from '@shortlist/i18n/routes';
import { type ComponentType, lazy } from 'react';
import { PlaceholderPage } from '../features/content/pages/placeholder-page.tsx';
import { MaintenancePage } from '../features/system/pages/maintenance-page.tsx';
import { NotFoundPage } from '../features/system/pages/not-found-page.tsx';

// Feature pages load on demand; the pages every visit may need are in the main bundle.
const HomePage = lazy(() =>
  import('../features/home/pages/home-page.tsx').then((m) => ({ default: m.HomePage })),
);
const FestivalPage = lazy(() =>
  import('../features/festivals/pages/festival-page.tsx').then((m) => ({ default: m.FestivalPage })),
);
const LogoutPage = lazy(() =>
  import('../features/auth/pages/logout-page.tsx').then((m) => ({ default: m.LogoutPage })),
);

/**
 * The screen of each route key. Routes not listed show their placeholder (title, purpose,
 * "coming soon") until their issue builds them.
 */
const PAGES: Partial<Record<RouteKey, ComponentType>> = {
  home: HomePage,
  festival: FestivalPage,
  logout: LogoutPage,
  maintenance: MaintenancePage,
  notFound: NotFoundPage,
};

export function pageFor(key: RouteKey): ComponentType {
  return PAGES[key] ?? PlaceholderPage;
}
