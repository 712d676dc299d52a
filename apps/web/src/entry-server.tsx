/**
 * The server bundle (`vite build --ssr`, loaded by apps/server/src/web/): renders a public page
 * to HTML from the data the server hands over, with React Router's StaticRouter and the same
 * routes, providers and pages as the browser (main.tsx hydrates it). Contract:
 * `@shortlist/domain/server-rendering`.
 */
// Every language's catalogues, registered at once: the server renders any language.
import '@shortlist/i18n/catalogues';
import type { ServerRenderRequest, ServerRenderResult } from '@shortlist/domain/server-rendering';
import { localizedPath, matchPagePath, requiresAuth } from '@shortlist/i18n/routes';
import { type PageHead, pageHead } from '@shortlist/i18n/seo';
import { dehydrate } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { loadPage, pageSource } from './app/pages.tsx';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import { SERVER_ROUTES } from './app/server-routes.ts';
import { festivalKeys } from './features/festivals/api/query-keys.ts';
import { createQueryClient } from './shared/api/query-client.ts';
import { catalogueSources, namespacesFor } from './shared/i18n/catalogue-loader.ts';
import { platformKeys } from './shared/platform/query-keys.ts';
import type { ServerState } from './shared/render/server-state.ts';
import { sessionKeys } from './shared/session/query-keys.ts';

/** A render that has not finished by then is abandoned: the server sends the shell instead. */
const RENDER_TIMEOUT_MS = 10_000;

async function renderToHtml(element: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const stream = await renderToReadableStream(element, {
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    // Whole boundaries inline: a large one would otherwise be sent apart with an inline script
    // to move it in place, which the page's CSP (no inline script) blocks.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      errors.push(error);
    },
  });
  await stream.allReady;
  const html = await new Response(stream).text();
  // A part that failed renders its fallback and would be rendered again in the browser: rather
  // than a half page, the server answers the shell and the browser renders the whole page.
  if (errors.length > 0) throw errors[0];
  return html;
}

export async function render(request: ServerRenderRequest): Promise<ServerRenderResult> {
  const { data, origin } = request;
  const url = new URL(request.url, origin);
  const config = data.config();
  const match = matchPagePath(url.pathname, config.languages);
  if (match.kind === 'redirect') return { kind: 'redirect', status: 302, location: match.to + url.search };
  const key = match.kind === 'route' ? match.key : 'notFound';
  const params = match.kind === 'route' ? match.params : {};
  const load = SERVER_ROUTES[key];
  if (!load || requiresAuth(key)) return { kind: 'shell' };

  // Maintenance sends every page to the maintenance page (root-route.tsx does the same in the browser).
  if (config.maintenance && key !== 'maintenance') {
    return {
      kind: 'redirect',
      status: 302,
      location: localizedPath('maintenance', match.language) + url.search,
    };
  }

  const queryClient = createQueryClient();
  queryClient.setQueryData(platformKeys.config, config);
  const session = data.session();
  queryClient.setQueryData(sessionKeys.current, session);
  const [outcome, favourites] = await Promise.all([
    load({ queryClient, key, data, language: match.language, params, search: url.searchParams, session }),
    session ? data.favourites() : undefined,
    loadPage(key),
  ]);
  if (session && favourites) queryClient.setQueryData(festivalKeys.favourites(session.Id), favourites);
  if (outcome?.redirect) {
    const status = outcome.temporary ? 302 : 301;
    return { kind: 'redirect', status, location: outcome.redirect + url.search };
  }

  let head: PageHead | undefined;
  const html = await renderToHtml(
    <StrictMode>
      <AppProviders
        queryClient={queryClient}
        environment={{ origin, cookie: () => request.cookie, onHead: (rendered) => (head = rendered) }}
      >
        <StaticRouter location={url.pathname + url.search}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );

  const status = outcome?.status ?? (match.kind === 'route' ? 200 : 404);
  const rendered: PageHead =
    head ?? pageHead({ key, language: match.language, params, routedLanguages: config.languages, origin });
  const state: ServerState = { routeKey: key, queries: dehydrate(queryClient) };
  // The page's chunk and its language's catalogues, which the browser loads before hydrating
  // (the same namespaces main.tsx asks for).
  const modules = [
    pageSource(key),
    ...catalogueSources(match.language, namespacesFor(key, session !== null)),
  ].filter((source): source is string => source !== undefined);
  return {
    kind: 'page',
    status,
    html,
    head: { ...rendered, noindex: rendered.noindex || status === 404 },
    state: JSON.stringify(state),
    modules,
  };
}
