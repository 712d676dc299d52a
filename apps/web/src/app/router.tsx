import { Route, Routes } from 'react-router';
import { RootRoute } from './root-route.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/**
 * One catch-all route: the localised table of packages/i18n resolves the path (see RootRoute),
 * so the web and the server can never disagree on what a URL is. Rendered inside AppRouter in
 * the browser and React Router's StaticRouter on the server.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="*"
        element={
          <RouteErrorBoundary>
            <RootRoute />
          </RouteErrorBoundary>
        }
      />
    </Routes>
  );
}
