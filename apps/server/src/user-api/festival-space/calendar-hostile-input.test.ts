import { campagne, campagneSection, evenement } from '@shortlist/db/schema/campaigns';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';
import { sweepOwnedOperations } from '../../test/owned-hostile-input.ts';

/**
 * The calendar calls swept as the festival's manager, with its own festival and call in the
 * path, so hostile values reach the use case instead of stopping at the membership's 404: a
 * 4xx with a code each, and the call and its events left as they were.
 */
let f: FestivalSpaceTestApp;
let callId: number;
beforeAll(async () => {
  f = await createFestivalSpaceTestApp();
  const [row] = await f.database.db
    .select({ IdCampagne: campagneSection.IdCampagne })
    .from(campagneSection)
    .where(eq(campagneSection.Id, f.sectionIds[0] as number));
  callId = row!.IdCampagne;
});
afterAll(() => f.close());

it('answers hostile values with a 4xx and a code, writing nothing', async () => {
  const db = f.database.db;
  const state = async () => ({
    call: await db.select().from(campagne).where(eq(campagne.Id, callId)),
    events: await db.select().from(evenement).orderBy(asc(evenement.Id)),
  });
  const before = await state();
  const { operations, failures } = await sweepOwnedOperations({
    app: f.t.app,
    headers: f.manager.headers,
    select: (id) =>
      /^\w+ \/api\/festival-space\/festivals\/\{IdFestival\}\/calls\/\{IdCampagne\}\/calendar$/.test(id),
    owned: { IdFestival: String(f.festivalId), IdCampagne: String(callId) },
  });
  expect(operations.sort()).toEqual([
    'GET /api/festival-space/festivals/{IdFestival}/calls/{IdCampagne}/calendar',
    'PUT /api/festival-space/festivals/{IdFestival}/calls/{IdCampagne}/calendar',
  ]);
  expect(failures).toEqual([]);
  expect(await state()).toEqual(before);
});
