import { useEffect, useSyncExternalStore } from 'react';

let hydrated = false;
const listeners = new Set<() => void>();

/**
 * Marks the first page as hydrated (or, without server rendering, as rendered). React hydrates the
 * page inside its Suspense boundary in a later pass than the layout around it: an answer that the
 * layout asked for in between would change the page's first render and no longer match the
 * server's HTML. Calls started around the page wait for this (use-maintenance.ts).
 */
export function markPageHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  // For end-to-end tests, which wait for it before they use the page's controls.
  document.documentElement.dataset.hydrated = 'true';
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** False on the server and until the first page has hydrated. */
export function usePageHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
}

/** Rendered after the page, inside its Suspense boundary: its effect runs once the page has hydrated. */
export function PageHydrated() {
  useEffect(() => markPageHydrated(), []);
  return null;
}
