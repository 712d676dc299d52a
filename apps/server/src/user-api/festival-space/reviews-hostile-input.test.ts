import { avis, reglageJury } from '@shortlist/db/schema/festival-reviews';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';
import { sweepOwnedOperations } from '../../test/owned-hostile-input.ts';

/**
 * The review and jury-settings calls (issue 34) swept as the festival's manager, with its own
 * festival and entry in the path, so hostile values reach the use cases instead of stopping at
 * the membership's 404: a 4xx with a code each, and nothing written.
 */
let f: FestivalSpaceTestApp;
beforeAll(async () => {
  f = await createFestivalSpaceTestApp();
});
afterAll(() => f.close());

it('answers hostile values with a 4xx and a code, writing nothing', async () => {
  const db = f.database.db;
  const { IdInscription } = await f.sentEntry({ who: 'ada', title: 'Swept review' });
  const counts = async () => ({
    reviews: (await db.select({ n: count() }).from(avis))[0]?.n,
    settings: (await db.select({ n: count() }).from(reglageJury))[0]?.n,
  });
  const before = await counts();
  const { operations, failures } = await sweepOwnedOperations({
    app: f.t.app,
    headers: f.manager.headers,
    select: (id) =>
      /^\w+ \/api\/festival-space\/(festivals\/\{IdFestival\}\/jury-settings|entries\/\{IdInscription\}\/reviews?)$/.test(
        id,
      ),
    owned: { IdFestival: String(f.festivalId), IdInscription: String(IdInscription) },
  });
  expect(operations.sort()).toEqual([
    'GET /api/festival-space/entries/{IdInscription}/reviews',
    'GET /api/festival-space/festivals/{IdFestival}/jury-settings',
    'PUT /api/festival-space/entries/{IdInscription}/review',
    'PUT /api/festival-space/festivals/{IdFestival}/jury-settings',
  ]);
  expect(failures).toEqual([]);
  expect(await counts()).toEqual(before);
});
