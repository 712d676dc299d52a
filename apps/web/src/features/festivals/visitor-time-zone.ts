import { useSyncExternalStore } from 'react';

const noChange = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const noZone = () => undefined;

/**
 * The visitor's own time zone, or undefined while the page is rendered on the server and
 * hydrated: the server does not know it, and the first browser render must match its HTML.
 */
export function useVisitorTimeZone(): string | undefined {
  return useSyncExternalStore(noChange, browserZone, noZone);
}
