import type { Database } from '@shortlist/db/client';
import type { Config } from './config.ts';

/** What every module reaches through `app.ctx` (one object, set once by buildApp). */
export type AppContext = {
  config: Config;
  database: Database;
  now: () => Date;
  version: string;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
