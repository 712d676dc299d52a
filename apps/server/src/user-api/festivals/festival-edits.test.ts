import type { Database } from '@shortlist/db/client';
import { campagne } from '@shortlist/db/schema/campaigns';
import { createTestDatabase } from '@shortlist/db/testing';
import { currentCampaign } from '@shortlist/domain/festivals/campaign-rules';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { NOW } from '../../test/festival-test-app.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { advanceCalls } from './advance-calls.ts';

// Issue 33: the directory's and festival page's caches follow an edit within a second on every
// instance. Two app instances share one database; both have the festival page cached (30 s);
// the job opens the festival's accepted call; both pages say so within a second and a bit.

let database: Database;
let instances: TestApp[];
let target: { IdFestival: number; opening: Date };

/** The calls of each festival. */
function byFestival<T extends { IdFestival: number }>(calls: readonly T[]): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const call of calls) grouped.set(call.IdFestival, [...(grouped.get(call.IdFestival) ?? []), call]);
  return grouped;
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: 'demo', now: NOW });
  instances = [
    await createTestApp({ database, now: () => NOW, env: { FESTIVAL_CHANGES_INTERVAL_MS: '250' } }),
    await createTestApp({ database, now: () => NOW, env: { FESTIVAL_CHANGES_INTERVAL_MS: '250' } }),
  ];
  const calls = await database.db.select().from(campagne).orderBy(asc(campagne.Id));
  const found = [...byFestival(calls).values()]
    .map((festivalCalls) => currentCampaign(festivalCalls))
    .find((c) => c?.StatutCampagne === 'verification-handled' && c.OuvertureCampagne);
  if (!found) throw new Error('the demo has no accepted call');
  target = { IdFestival: found.IdFestival, opening: found.OuvertureCampagne! };
});
afterAll(async () => {
  for (const t of instances) await t.close();
  await database.close();
});

const status = async (t: TestApp) =>
  (await t.app.inject({ url: `/api/public/festivals/${target.IdFestival}` })).json().campaign.StatutCampagne;

it('shows a call the job opened on every instance within a second, though the page is cached', async () => {
  for (const t of instances) expect(await status(t)).toBe('verification-handled');
  // Give each instance's first look at the version time to run.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  await advanceCalls(database.db, new Date(target.opening.getTime() + 60_000));
  const changed = Date.now();
  for (const t of instances) {
    await expect.poll(() => status(t), { timeout: 1500, interval: 100 }).toBe('open');
  }
  expect(Date.now() - changed).toBeLessThan(1500);
});
