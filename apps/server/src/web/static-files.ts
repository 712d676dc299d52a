import { join, sep } from 'node:path';
import type { FastifyStaticOptions } from '@fastify/static';

/** Hashed build files: a new build gives new names, so browsers may keep these for good. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed files other than the service worker (icons, offline pages) may be an hour old. */
export const UNHASHED = 'public, max-age=3600';
/**
 * The service worker script is checked for a new version at every visit and hourly; a cached
 * copy would hide a new build. Browsers skip the HTTP cache for it already; proxies might not.
 */
export const SERVICE_WORKER = 'no-cache';

/**
 * `@fastify/static` options for the built web app: one route per built file (no wildcard, so
 * every other path falls through to the page shell), the `.br` and `.gz` siblings written at
 * build time (`apps/web/build/precompress.ts`) sent as the client's `Accept-Encoding` allows,
 * with `Vary: Accept-Encoding`, and the cache lifetime of each kind of file. `index.html` is
 * the shell's template, never served as a file.
 */
export function staticFileOptions(webDist: string): FastifyStaticOptions {
  const assets = join(webDist, 'assets') + sep;
  return {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: ['index.html', '**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders(reply, sentPath) {
      // The path sent may be the compressed sibling.
      const path = sentPath.replace(/\.(br|gz)$/, '');
      const cache = path.startsWith(assets)
        ? IMMUTABLE
        : path === join(webDist, 'sw.js')
          ? SERVICE_WORKER
          : UNHASHED;
      reply.header('Cache-Control', cache);
    },
  };
}
