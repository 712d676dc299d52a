import type { PageHead } from '@shortlist/i18n/seo';
import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * What a render needs to know about where it runs. The browser's value reads `window`; the
 * server bundle (entry-server.tsx) gives the request's origin and cookies, and collects the page
 * head, because React writes no `<head>` when it renders only `#root`.
 */
export type RenderEnvironment = {
  /** e.g. `https://shortlist.example`: canonical and social links are absolute. */
  origin: string;
  /** The `Cookie` header on the server, `document.cookie` in the browser. */
  cookie(): string;
  /** Server only: receives the head the page renders (HeadTags), written into the HTML head. */
  onHead?: (head: PageHead) => void;
};

export const browserEnvironment = (): RenderEnvironment => ({
  origin: window.location.origin,
  cookie: () => document.cookie,
});

export const RenderEnvironmentContext = createContext<RenderEnvironment | null>(null);

export function useRenderEnvironment(): RenderEnvironment {
  return useContext(RenderEnvironmentContext) ?? browserEnvironment();
}

/** The site's origin for absolute links, on the server as in the browser. */
export function useOrigin(): string {
  return useRenderEnvironment().origin;
}

const subscribeNothing = () => () => {};

/**
 * False while rendering on the server and during hydration, true afterwards. A value that depends
 * on the visitor's machine (time zone, window size, storage) is shown once this is true, so the
 * first browser render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
