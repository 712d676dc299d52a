import { type ReactNode, startTransition, useLayoutEffect, useState } from 'react';
import { type Location, Router } from 'react-router';
import type { GuardedHistory } from '../shared/navigation/navigation-guard.ts';
import { NavigationGuardContext } from '../shared/navigation/use-blocker.ts';

/**
 * React Router's declarative router on our guarded history (what its `BrowserRouter` and
 * `MemoryRouter` do, on a history we keep): the data router (`createBrowserRouter`) cost about
 * 14 KB of brotli on every public page for two things the app used, `useBlocker` (now
 * shared/navigation) and the route's error boundary (route-error-boundary.tsx). Each navigation
 * renders in a transition, as the data router's did: a page that suspends (a language's
 * catalogues, a page's chunk) keeps the previous one shown meanwhile. `onNavigate` hears each
 * navigation before it renders (the route's prefetch: route-prefetch.ts).
 */
export function AppRouter({
  history,
  onNavigate,
  children,
}: {
  history: GuardedHistory;
  onNavigate?: (location: Location) => void;
  children: ReactNode;
}) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        onNavigate?.(location);
        startTransition(() => setState({ action, location }));
      }),
    [history, onNavigate],
  );
  return (
    <NavigationGuardContext value={history}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationGuardContext>
  );
}
