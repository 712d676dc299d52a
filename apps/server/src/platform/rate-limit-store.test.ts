import type { Database } from '@shortlist/db/client';
import { rateLimitCounter } from '@shortlist/db/schema/platform';
import { createTestDatabase } from '@shortlist/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { until } from '../test/until.ts';

/**
 * The per-address limit shared by two instances on one database (issue 35,
 * `RATE_LIMIT_STORE=database`): with counters in each process, two instances allowed twice the
 * limit. On PGlite and on PostgreSQL (TEST_DATABASE_URL), over real HTTP.
 */
let database: Database;
let apps: TestApp[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ seed: 'dictionaries' });
});
afterEach(async () => {
  await Promise.all(apps.map((t) => t.close()));
  apps = [];
  await database.db.delete(rateLimitCounter);
});
afterAll(async () => {
  await database?.close();
});

async function instances(perMinute: number): Promise<string[]> {
  apps = await Promise.all(
    [0, 1].map(() =>
      createTestApp({
        database,
        env: { RATE_LIMIT_PER_MINUTE: String(perMinute), RATE_LIMIT_STORE: 'database' },
      }),
    ),
  );
  return Promise.all(apps.map((t) => t.app.listen({ port: 0, host: '127.0.0.1' })));
}

async function statuses(base: string, count: number): Promise<number[]> {
  return Promise.all(
    Array.from({ length: count }, () => fetch(`${base}/api/health`).then((answer) => answer.status)),
  );
}

const allowed = (answers: number[]) => answers.filter((status) => status !== 429).length;

describe('a rate limit counted in the database', () => {
  it('holds exactly across two instances for a tight limit, requests fired at once at both', async () => {
    const [a, b] = await instances(20);
    const answers = (await Promise.all([statuses(a as string, 15), statuses(b as string, 15)])).flat();
    expect(allowed(answers)).toBe(20);
    expect(answers.filter((status) => status === 429)).toHaveLength(10);
  });

  it('holds across two instances for the general limit counted in batches', async () => {
    const [a, b] = await instances(150);
    expect(allowed(await statuses(a as string, 100))).toBe(100);
    // The first instance's batch reaches the database (waited for, not slept on: a 500 ms pause
    // was too short on a loaded machine); the second learns it at its first request.
    await until(
      async () => (await database.db.select().from(rateLimitCounter)).some((row) => row.Count >= 100),
      {
        what: "the first instance's batch",
      },
    );
    expect(allowed(await statuses(b as string, 100))).toBe(50);
  });

  it('holds on one instance when a burst opens the window: one asks the database, the rest count on it', async () => {
    const [a] = await instances(150);
    expect(allowed(await statuses(a as string, 200))).toBe(150);
  });

  it('answers 429 in the platform shape with Retry-After', async () => {
    const [a] = await instances(2);
    await statuses(a as string, 2);
    const refused = await fetch(`${a}/api/health`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { code: string }).code).toBe('RATE_LIMITED');
  });
});
