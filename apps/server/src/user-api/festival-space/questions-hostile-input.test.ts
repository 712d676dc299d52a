import { critereAdditionnel } from '@shortlist/db/schema/campaigns';
import { tradLibelle, tradTexte } from '@shortlist/db/schema/translations';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';
import { sweepOwnedOperations } from '../../test/owned-hostile-input.ts';

/**
 * The section questions calls swept as the festival's manager, with its own festival, call,
 * section and question in the path, so hostile values reach the use case instead of stopping at
 * the membership's 404: a 4xx with a code each, and the questions and their texts left as they were.
 */
let f: FestivalSpaceTestApp;
beforeAll(async () => {
  f = await createFestivalSpaceTestApp();
});
afterAll(() => f.close());

it('answers hostile values with a 4xx and a code, writing nothing', async () => {
  const db = f.database.db;
  const sectionId = f.sectionIds[0] as number;
  const { rows } = await db.execute<{ IdCampagne: number }>(
    sql`select "IdCampagne" from "campagne_section" where "Id" = ${sectionId}`,
  );
  const [question] = await db
    .insert(critereAdditionnel)
    .values({ IdCampagneSection: sectionId, IdLibelle: 1, Type: 'yes-no', Ordre: 99 })
    .returning({ Id: critereAdditionnel.Id });
  const state = async () => ({
    questions: await db.select().from(critereAdditionnel).orderBy(critereAdditionnel.Id),
    labels: (await db.select({ n: count() }).from(tradLibelle))[0]?.n,
    texts: (await db.select({ n: count() }).from(tradTexte))[0]?.n,
  });
  const before = await state();
  const { operations, failures } = await sweepOwnedOperations({
    app: f.t.app,
    headers: f.manager.headers,
    select: (id) =>
      /^\w+ \/api\/festival-space\/festivals\/\{IdFestival\}\/calls\/\{IdCampagne\}\/sections\/\{IdCampagneSection\}\/questions/.test(
        id,
      ),
    owned: {
      IdFestival: String(f.festivalId),
      IdCampagne: String(rows[0]?.IdCampagne),
      IdCampagneSection: String(sectionId),
      IdCritereAdditionnel: String(question!.Id),
    },
  });
  expect(operations.sort()).toEqual([
    'DELETE /api/festival-space/festivals/{IdFestival}/calls/{IdCampagne}/sections/{IdCampagneSection}/questions/{IdCritereAdditionnel}',
    'GET /api/festival-space/festivals/{IdFestival}/calls/{IdCampagne}/sections/{IdCampagneSection}/questions',
    'POST /api/festival-space/festivals/{IdFestival}/calls/{IdCampagne}/sections/{IdCampagneSection}/questions',
    'PUT /api/festival-space/festivals/{IdFestival}/calls/{IdCampagne}/sections/{IdCampagneSection}/questions/order',
    'PUT /api/festival-space/festivals/{IdFestival}/calls/{IdCampagne}/sections/{IdCampagneSection}/questions/{IdCritereAdditionnel}',
  ]);
  expect(failures).toEqual([]);
  expect(await state()).toEqual(before);
});
