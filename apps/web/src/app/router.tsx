import type { RouteObject } from 'react-router';
import { ErrorPage } from '../features/system/pages/error-page.tsx';
import { RootRoute } from './root-route.tsx';

/**
 * One catch-all route: the localised table of packages/i18n resolves the path (see RootRoute),
 * so the web and the server can never disagree on what a URL is.
 */
export const appRoutes: RouteObject[] = [{ path: '*', element: <RootRoute />, ErrorBoundary: ErrorPage }];
