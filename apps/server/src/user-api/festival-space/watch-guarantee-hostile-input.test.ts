import { campagne, campagneSection } from '@shortlist/db/schema/campaigns';
import { publicationDecision } from '@shortlist/db/schema/submissions';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';
import { sweepOwnedOperations } from '../../test/owned-hostile-input.ts';

/**
 * The guaranteed watch's calls (issue 34): the jury figures and the publication it guards, swept
 * as the festival's manager with its own festival in the path and a call that promises a watch
 * (its entry never watched), so hostile values reach the use cases: a 4xx with a code each, and
 * nothing published. The call editor's new field is swept with the editor (call-editor-hostile-input).
 */
let f: FestivalSpaceTestApp;
beforeAll(async () => {
  f = await createFestivalSpaceTestApp();
});
afterAll(() => f.close());

it('answers hostile values with a 4xx and a code, publishing nothing', async () => {
  const db = f.database.db;
  const [call] = await db
    .select({ Id: campagne.Id })
    .from(campagneSection)
    .innerJoin(campagne, eq(campagne.Id, campagneSection.IdCampagne))
    .where(eq(campagneSection.Id, f.sectionIds[0]!));
  await db.update(campagne).set({ VisionnageGaranti: 3 }).where(eq(campagne.Id, call!.Id));
  await f.sentEntry({ who: 'ada', title: 'Never Watched' });
  const published = async () => (await db.select({ n: count() }).from(publicationDecision))[0]?.n;
  const before = await published();
  const { operations, failures } = await sweepOwnedOperations({
    app: f.t.app,
    headers: f.manager.headers,
    select: (id) =>
      /^\w+ \/api\/festival-space\/festivals\/\{IdFestival\}\/(jury-figures|decisions\/publish)$/.test(id),
    owned: { IdFestival: String(f.festivalId) },
  });
  expect(operations.sort()).toEqual([
    'GET /api/festival-space/festivals/{IdFestival}/jury-figures',
    'POST /api/festival-space/festivals/{IdFestival}/decisions/publish',
  ]);
  expect(failures).toEqual([]);
  expect(await published()).toBe(before);
});
