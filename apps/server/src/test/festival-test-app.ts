import type { Database } from '@shortlist/db/client';
import { createTestDatabase } from '@shortlist/db/testing';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { testConfig } from './test-app.ts';

/** Mid-afternoon UTC, so "today" and "now" differ (see calendar-rules.test.ts). */
export const NOW = new Date('2025-06-10T15:00:00Z');

export type FestivalTestApp = { app: FastifyInstance; database: Database; close(): Promise<void> };

/** The app on the demo catalogue laid out around the fixed clock `NOW`. */
export async function createFestivalTestApp(env: Record<string, string> = {}): Promise<FestivalTestApp> {
  const database = await createTestDatabase({ seed: 'demo', now: NOW });
  const app = await buildApp({ config: testConfig(env), database, now: () => NOW });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
