import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { matchLocalizedPath } from '@shortlist/i18n/routes';
import { pageHead } from '@shortlist/i18n/seo';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../platform/config.ts';
import { festivalExists } from '../user-api/festivals/festival-exists.ts';
import { renderShell } from './render-head.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const MISSING_BUILD = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Shortlist: web app not built</title></head>
<body><main><h1>The web app is not built yet</h1>
<p>Run <code>npm run build</code> (or start with <code>npm start</code>, which builds it), then reload this page.</p>
<p>The API is running: <a href="/api/health">/api/health</a>, <a href="/api/docs">/api/docs</a>.</p></main></body></html>`;

/** Reads index.html again only when it changed (a rebuild while the server runs). */
function templateReader(path: string) {
  let cached: { mtimeMs: number; html: string } | undefined;
  return async (): Promise<string | undefined> => {
    const info = await stat(path).catch(() => undefined);
    if (!info) return undefined;
    if (!cached || cached.mtimeMs !== info.mtimeMs)
      cached = { mtimeMs: info.mtimeMs, html: await readFile(path, 'utf8') };
    return cached.html;
  };
}

/**
 * Serves the built SPA: its files (hashed `/assets/*` cached for a year), and for any other GET
 * the index.html shell with the status (200, 404) and redirects of the route table and the
 * page head rendered on the server. Returns the fallback for the app's not-found handler.
 */
export async function registerWeb(
  app: FastifyInstance,
  config: Config,
): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<unknown>> {
  const indexPath = join(config.webDist, 'index.html');
  if (existsSync(indexPath)) {
    // One route per built file (no wildcard): everything else falls through to the shell.
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      globIgnore: ['index.html'],
      cacheControl: false,
      setHeaders(reply, path) {
        const hashed = path.includes(`${join(config.webDist, 'assets')}`);
        reply.header('Cache-Control', hashed ? IMMUTABLE : 'public, max-age=3600');
      },
    });
  }
  const readTemplate = templateReader(indexPath);

  return async (request, reply) => {
    const [pathname = '/', query] = request.url.split(/\?(.*)/s, 2);
    const match = matchLocalizedPath(pathname, config.routedLanguages);
    if (match.kind === 'redirect') {
      return reply.redirect(query ? `${match.to}?${query}` : match.to, 302);
    }
    const template = await readTemplate();
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    if (template === undefined) return reply.status(503).send(MISSING_BUILD);
    // A festival page for an unknown id is a 404 for crawlers; the app then offers the list.
    const found =
      match.kind === 'route' &&
      (match.key !== 'festival' || (await festivalExists(app.ctx.database.db, match.params.id ?? '')));
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
    return reply.status(found ? 200 : 404).send(renderShell(template, head));
  };
}
