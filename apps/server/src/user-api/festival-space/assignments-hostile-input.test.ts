import {
  affectation,
  affectationSection,
  conflitInteret,
  membreFestival,
} from '@shortlist/db/schema/festival-space';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';
import { sweepOwnedOperations } from '../../test/owned-hostile-input.ts';

/**
 * The assignment, conflict and queue calls (issue 34) swept as the festival's manager, with its own
 * festival, section, entry and member in the path, so hostile values reach the use cases instead
 * of stopping at the membership's 404: a 4xx with a code each, and nothing written.
 */
let f: FestivalSpaceTestApp;
beforeAll(async () => {
  f = await createFestivalSpaceTestApp();
});
afterAll(() => f.close());

it('answers hostile values with a 4xx and a code, writing nothing', async () => {
  const db = f.database.db;
  const { IdInscription } = await f.sentEntry({ who: 'ada', title: 'Swept' });
  const [programmer] = await db
    .select({ Id: membreFestival.Id })
    .from(membreFestival)
    .where(
      and(eq(membreFestival.IdCompte, f.accountIds.programmer), eq(membreFestival.IdFestival, f.festivalId)),
    );
  const counts = async () => ({
    assignments: (await db.select({ n: count() }).from(affectation))[0]?.n,
    sections: (await db.select({ n: count() }).from(affectationSection))[0]?.n,
    conflicts: (await db.select({ n: count() }).from(conflitInteret))[0]?.n,
  });
  const before = await counts();
  const { operations, failures } = await sweepOwnedOperations({
    app: f.t.app,
    headers: f.manager.headers,
    select: (id) =>
      /^\w+ \/api\/festival-space\/(festivals\/\{IdFestival\}\/(assignments|conflicts|queue|sections\/\{IdCampagneSection\}\/assignments)|entries\/\{IdInscription\}\/(assignments|conflicts)).*$/.test(
        id,
      ),
    owned: {
      IdFestival: String(f.festivalId),
      IdCampagneSection: String(f.sectionIds[0]),
      IdInscription: String(IdInscription),
      IdMembre: String(programmer!.Id),
    },
  });
  expect(operations.sort()).toEqual([
    'DELETE /api/festival-space/entries/{IdInscription}/assignments/{IdMembre}',
    'DELETE /api/festival-space/festivals/{IdFestival}/conflicts/{IdConflit}',
    'GET /api/festival-space/entries/{IdInscription}/assignments',
    'GET /api/festival-space/festivals/{IdFestival}/assignments',
    'GET /api/festival-space/festivals/{IdFestival}/conflicts',
    'GET /api/festival-space/festivals/{IdFestival}/queue',
    'POST /api/festival-space/entries/{IdInscription}/assignments',
    'POST /api/festival-space/entries/{IdInscription}/conflicts',
    'POST /api/festival-space/festivals/{IdFestival}/sections/{IdCampagneSection}/assignments/auto',
  ]);
  expect(failures).toEqual([]);
  expect(await counts()).toEqual(before);
});
