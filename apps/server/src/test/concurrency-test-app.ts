import { createMediaTestApp, type MediaTestApp } from './media-test-app.ts';

/**
 * The set-up of the concurrency tests: a media test app listening on a real HTTP server (so
 * requests race for real, which `inject` does not do), with a rate limit high enough never to
 * refuse one of the racing requests. `base` is the server's address.
 */
export type ConcurrencyTestApp = MediaTestApp & { base: string };

export async function createConcurrencyTestApp(
  options: { env?: Record<string, string> } = {},
): Promise<ConcurrencyTestApp> {
  const m = await createMediaTestApp({ env: { RATE_LIMIT_PER_MINUTE: '10000', ...options.env } });
  const base = await m.t.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...m, base };
}
