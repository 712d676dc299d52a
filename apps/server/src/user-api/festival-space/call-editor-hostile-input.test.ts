import { campagne, campagneSection, critere, section } from '@shortlist/db/schema/campaigns';
import { tradLibelle, tradTexte } from '@shortlist/db/schema/translations';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';
import { sweepOwnedOperations } from '../../test/owned-hostile-input.ts';

/**
 * The call editor's calls swept as the festival's manager, with its own festival, call and
 * section in the path, so hostile values reach the use cases instead of stopping at the
 * membership's 404: a 4xx with a code each, and the calls, sections, criteria and their texts
 * left as they were.
 */
let f: FestivalSpaceTestApp;
let callId: number;
let sectionId: number;
beforeAll(async () => {
  f = await createFestivalSpaceTestApp();
  const call = await f.call(f.manager, 'POST', `festivals/${f.festivalId}/calls`, {
    AnneeEdition: 2095,
    IsInvitationSeule: false,
    RegleReinscription: 'cannot',
  });
  callId = call.json().IdCampagne;
  const created = await f.call(f.manager, 'POST', `festivals/${f.festivalId}/calls/${callId}/sections`, {
    Libelle: { en: 'Fiction' },
    Texte: {},
    IsInscription: true,
    IsPayant: true,
    IsPublic: true,
    MotDePasse: null,
  });
  sectionId = created.json().IdCampagneSection;
});
afterAll(() => f.close());

const EDITOR =
  /^\w+ \/api\/festival-space\/festivals\/\{IdFestival\}\/(calls(\/\{IdCampagne\}(\/sections.*|\/preview)?)?|eligible-films)$/;

it('answers hostile values with a 4xx and a code, writing nothing', async () => {
  const db = f.database.db;
  const n = async (table: typeof section | typeof critere | typeof tradLibelle | typeof tradTexte) =>
    (await db.select({ n: count() }).from(table))[0]?.n;
  const state = async () => ({
    calls: await db.select().from(campagne),
    sections: await db.select().from(campagneSection),
    festivalSections: await n(section),
    criteria: await n(critere),
    labels: await n(tradLibelle),
    texts: await n(tradTexte),
  });
  const before = await state();
  const { operations, failures } = await sweepOwnedOperations({
    app: f.t.app,
    headers: f.manager.headers,
    // The questions and the calendar, under the same paths, have sweeps of their own.
    select: (id) => EDITOR.test(id) && !/verification-|\/questions|\/calendar/.test(id),
    owned: {
      IdFestival: String(f.festivalId),
      IdCampagne: String(callId),
      IdCampagneSection: String(sectionId),
    },
  });
  expect(operations.sort()).toEqual([
    'DELETE /api/festival-space/festivals/{IdFestival}/calls/{IdCampagne}/sections/{IdCampagneSection}',
    'GET /api/festival-space/festivals/{IdFestival}/calls',
    'GET /api/festival-space/festivals/{IdFestival}/calls/{IdCampagne}',
    'GET /api/festival-space/festivals/{IdFestival}/calls/{IdCampagne}/preview',
    'GET /api/festival-space/festivals/{IdFestival}/calls/{IdCampagne}/sections/{IdCampagneSection}',
    'POST /api/festival-space/festivals/{IdFestival}/calls',
    'POST /api/festival-space/festivals/{IdFestival}/calls/{IdCampagne}/sections',
    'POST /api/festival-space/festivals/{IdFestival}/eligible-films',
    'PUT /api/festival-space/festivals/{IdFestival}/calls/{IdCampagne}',
    'PUT /api/festival-space/festivals/{IdFestival}/calls/{IdCampagne}/sections/order',
    'PUT /api/festival-space/festivals/{IdFestival}/calls/{IdCampagne}/sections/{IdCampagneSection}',
    'PUT /api/festival-space/festivals/{IdFestival}/calls/{IdCampagne}/sections/{IdCampagneSection}/criteria',
  ]);
  expect(failures).toEqual([]);
  expect(await state()).toEqual(before);
});
