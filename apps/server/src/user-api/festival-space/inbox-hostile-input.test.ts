import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';
import { sweepOwnedOperations } from '../../test/owned-hostile-input.ts';

/**
 * The inbox, entry view, downloads and export with the manager's own festival and entry in their
 * paths, so hostile values reach the use cases past the membership check: a 4xx with a code
 * each (the global sweep, signed in as a filmmaker, stops at 404).
 */
let f: FestivalSpaceTestApp;
let IdInscription: number;

beforeAll(async () => {
  f = await createFestivalSpaceTestApp();
  ({ IdInscription } = await f.sentEntry({ who: 'ada', title: 'Hostile' }));
});
afterAll(() => f.close());

it('answers hostile values with a 4xx and a code', async () => {
  const { operations, failures } = await sweepOwnedOperations({
    app: f.t.app,
    headers: f.manager.headers,
    select: (id) =>
      /\/api\/festival-space\/(festivals\/\{IdFestival\}\/entries|entries\/\{IdInscription\})/.test(id),
    owned: { IdFestival: String(f.festivalId), IdInscription: String(IdInscription), type: 'film' },
  });
  expect(operations).toEqual(
    expect.arrayContaining([
      'POST /api/festival-space/festivals/{IdFestival}/entries/filter/{skip}/{take}',
      // The generic filter calls of spec §7 (issue 34, saved views).
      'POST /api/festival-space/festivals/{IdFestival}/entries/filter',
      'GET /api/festival-space/festivals/{IdFestival}/entries/filter/{skip}/{take}',
      'GET /api/festival-space/entries/{IdInscription}',
      'GET /api/festival-space/entries/{IdInscription}/documents/{IdDocument}',
      'GET /api/festival-space/entries/{IdInscription}/videos/{type}/url',
      'GET /api/festival-space/festivals/{IdFestival}/entries/export.csv',
      'GET /api/festival-space/festivals/{IdFestival}/entries/export.xlsx',
    ]),
  );
  expect(failures).toEqual([]);
});
