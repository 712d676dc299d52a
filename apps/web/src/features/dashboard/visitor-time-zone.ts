import { useSyncExternalStore } from 'react';

const noChange = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const noZone = () => undefined;

/**
 * The reader's own time zone, undefined in a server render (as the festivals feature's hook of
 * the same name; features do not import each other).
 */
export function useVisitorTimeZone(): string | undefined {
  return useSyncExternalStore(noChange, browserZone, noZone);
}
