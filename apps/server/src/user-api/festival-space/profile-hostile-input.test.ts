import { festival, festivalLabel } from '@shortlist/db/schema/festivals';
import { tradTexte } from '@shortlist/db/schema/translations';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';
import { sweepOwnedOperations } from '../../test/owned-hostile-input.ts';

/**
 * The profile calls swept as the festival's manager, with its own festival in the path, so
 * hostile values reach the use case instead of stopping at the membership's 404: a 4xx with a
 * code each, and the festival, its labels and texts left as they were.
 */
let f: FestivalSpaceTestApp;
beforeAll(async () => {
  f = await createFestivalSpaceTestApp();
});
afterAll(() => f.close());

it('answers hostile values with a 4xx and a code, writing nothing', async () => {
  const db = f.database.db;
  const state = async () => ({
    festival: await db.select().from(festival).where(eq(festival.Id, f.festivalId)),
    labels: (await db.select({ n: count() }).from(festivalLabel))[0]?.n,
    texts: (await db.select({ n: count() }).from(tradTexte))[0]?.n,
  });
  const before = await state();
  const { operations, failures } = await sweepOwnedOperations({
    app: f.t.app,
    headers: f.manager.headers,
    select: (id) => /^\w+ \/api\/festival-space\/festivals\/\{IdFestival\}\/profile$/.test(id),
    owned: { IdFestival: String(f.festivalId) },
  });
  expect(operations.sort()).toEqual([
    'GET /api/festival-space/festivals/{IdFestival}/profile',
    'PUT /api/festival-space/festivals/{IdFestival}/profile',
  ]);
  expect(failures).toEqual([]);
  expect(await state()).toEqual(before);
});
