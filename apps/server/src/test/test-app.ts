import { fileURLToPath } from 'node:url';
import type { Database } from '@shortlist/db/client';
import { createTestDatabase, type TestDatabaseOptions } from '@shortlist/db/testing';
import type { FastifyInstance } from 'fastify';
import { type AppModule, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../platform/config.ts';
import type { LogStream } from '../platform/logging.ts';

/** A tiny built SPA, so server tests never depend on `npm run build`. */
export const FIXTURE_WEB_DIST = fileURLToPath(new URL('./fixtures/web-dist', import.meta.url));

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
};

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    WEB_DIST: FIXTURE_WEB_DIST,
    DATA_DIR: '/tmp/shortlist-test-unused',
    ...env,
  });
}

/** An app on a database of its own (PGlite in memory, or TEST_DATABASE_URL). */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    seed?: TestDatabaseOptions['seed'];
    only?: AppModule;
    database?: Database;
    /** A fixed or movable clock for the app (sessions, tokens, limits). */
    now?: () => Date;
    /** Receives the app's log lines (set LOG_LEVEL in `env`: tests are silent by default). */
    logStream?: LogStream;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase({ seed: options.seed ?? 'dictionaries' }));
  const config = testConfig(options.env);
  const app = await buildApp({
    config,
    database,
    ...(options.only ? { only: options.only } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}
