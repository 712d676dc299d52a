import type { RouteKey } from '@shortlist/i18n/routes';
import type { DehydratedState } from '@tanstack/react-query';

/** What the server hands to the browser with a server-rendered page. */
export type ServerState = {
  /** The page rendered, whose chunk the browser starts loading as it hydrates. */
  routeKey: RouteKey;
  /** The query cache the page was rendered from (TanStack Query `dehydrate`). */
  queries: DehydratedState;
};

/**
 * The id of the `<script type="application/json">` that carries it (written by
 * apps/server/src/web/render-head.ts). JSON, not a script: the page's CSP runs no inline script.
 */
export const SERVER_STATE_ID = 'server-state';

/** The state of a server-rendered page, or undefined for the plain shell (signed-in screens, dev server). */
export function readServerState(): ServerState | undefined {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return undefined;
  return JSON.parse(element.textContent) as ServerState;
}
