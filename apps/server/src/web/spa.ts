import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { ServerRenderResult } from '@shortlist/domain/server-rendering';
import { matchPagePath } from '@shortlist/i18n/routes';
// Every language's catalogues, for the heads pageHead translates (registered on import).
import '@shortlist/i18n/catalogues';
import { pageHead } from '@shortlist/i18n/seo';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../platform/config.ts';
import { AppError } from '../platform/errors.ts';
import { PERSONAL_CACHE_CONTROL } from '../platform/personal-answers.ts';
import { findContentPage } from '../user-api/content/find-content-page.ts';
import { festivalExists } from '../user-api/festivals/festival-exists.ts';
import { publicPageData } from './public-page-data.ts';
import { renderPage, renderShell } from './render-head.ts';
import { staticFileOptions } from './static-files.ts';
import { preloadFiles, type WebBuild, webBuildReader } from './web-build.ts';

const MISSING_BUILD = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Shortlist: web app not built</title></head>
<body><main><h1>The web app is not built yet</h1>
<p>Run <code>npm run build</code> (or start with <code>npm start</code>, which builds it), then reload this page.</p>
<p>The API is running: <a href="/api/health">/api/health</a>, <a href="/api/docs">/api/docs</a>.</p></main></body></html>`;

/**
 * The built files: hashed `/assets/*` cached for a year, the rest an hour. One route per file (no
 * wildcard), so everything else falls through to the page handler. index.html is a template and
 * the server bundle (`server/`) runs on the server only: neither is served as a file.
 */
export async function registerStaticFiles(app: FastifyInstance, config: Config): Promise<void> {
  if (!existsSync(join(config.webDist, 'index.html'))) return;
  const options = staticFileOptions(config.webDist);
  // The server bundle (`server/`) renders pages; it is never sent to browsers.
  await app.register(fastifyStatic, { ...options, globIgnore: [...(options.globIgnore ?? []), 'server/**'] });
}

/**
 * Serves the built web app: its files, and for any other GET a page with the status (200, 404)
 * and redirects of the route table. Public pages are rendered on the server by the web's server
 * bundle, from the data the API's use cases answer (`public-page-data.ts`); other pages get the
 * shell with their head, rendered in the browser. Returns the fallback for the not-found handler.
 */
export async function registerWeb(
  app: FastifyInstance,
  config: Config,
): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<unknown>> {
  await registerStaticFiles(app, config);
  const readBuild = webBuildReader(config.webDist);
  const dataFor = publicPageData(app);

  /** Renders the page on the server; undefined when it is not a server-rendered page or that failed. */
  async function serverRender(
    request: FastifyRequest,
    build: WebBuild,
  ): Promise<{ result: ServerRenderResult; signedIn: boolean } | undefined> {
    if (!build.renderer) return undefined;
    try {
      const data = await dataFor(request);
      const result = await build.renderer.render({
        url: request.url,
        origin: config.publicUrl,
        cookie: request.headers.cookie ?? '',
        data,
      });
      return { result, signedIn: data.session() !== null };
    } catch (error) {
      // The browser can still render the page from the shell: log it, do not fail the visit.
      request.log.error({ err: error, url: request.url }, 'server rendering failed; sending the shell');
      return undefined;
    }
  }

  return async (request, reply) => {
    const [pathname = '/', query] = request.url.split(/\?(.*)/s, 2);
    const match = matchPagePath(pathname, config.routedLanguages);
    if (match.kind === 'redirect') {
      return reply.redirect(query ? `${match.to}?${query}` : match.to, 302);
    }
    const build = await readBuild();
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    if (build === undefined) return reply.status(503).send(MISSING_BUILD);

    const server = await serverRender(request, build);
    const rendered = server?.result;
    if (rendered?.kind === 'redirect') {
      // A free page sends a visitor to their language's version (Accept-Language): caches keep
      // one answer per language.
      if (rendered.status === 302) reply.header('Vary', 'Accept-Language, Cookie');
      return reply.redirect(rendered.location, rendered.status);
    }
    if (rendered?.kind === 'page') {
      // The same URL renders differently once signed in (header, hearts): a signed-in page is
      // the user's own, and caches key anonymous pages on the cookies.
      reply.header('Vary', 'Cookie');
      if (server?.signedIn) reply.header('Cache-Control', PERSONAL_CACHE_CONTROL);
      reply.header('Content-Language', rendered.head.language);
      const preload = preloadFiles(build.manifest, rendered.modules);
      return reply.status(rendered.status).send(renderPage(build.template, { ...rendered, preload }));
    }
    return sendShell(reply, { template: build.template, match });
  };

  /** Whether a festival page's festival, or a free content page, exists (else the shell is a 404). */
  async function routeTargetExists(key: string, params: Record<string, string>): Promise<boolean> {
    const { db } = app.ctx.database;
    if (key === 'festival') return festivalExists(db, params.id ?? '');
    if (key !== 'webPage') return true;
    try {
      await findContentPage(db, { path: params.path ?? '', routedLanguages: config.routedLanguages });
      return true;
    } catch (error) {
      if (error instanceof AppError && error.code === 'CONTENT_PAGE_NOT_FOUND') return false;
      throw error;
    }
  }

  /** The plain shell with the route's head: signed-in screens, and any page the server did not render. */
  async function sendShell(
    reply: FastifyReply,
    options: {
      template: string;
      match: Exclude<ReturnType<typeof matchPagePath>, { kind: 'redirect' }>;
    },
  ) {
    const { match } = options;
    // A festival page for an unknown id is a 404 for crawlers; the app then offers the list.
    const found = match.kind === 'route' && (await routeTargetExists(match.key, match.params));
    const head =
      match.kind === 'route' && found
        ? pageHead({
            key: match.key,
            language: match.language,
            params: match.params,
            routedLanguages: config.routedLanguages,
            origin: config.publicUrl,
          })
        : pageHead({
            key: 'notFound',
            language: match.language,
            routedLanguages: config.routedLanguages,
            origin: config.publicUrl,
          });
    reply.header('Content-Language', head.language);
    return reply.status(found ? 200 : 404).send(renderShell(options.template, head));
  }
}
