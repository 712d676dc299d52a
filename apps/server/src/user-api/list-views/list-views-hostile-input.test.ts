import { colonneListe, vueListe } from '@shortlist/db/schema/list-views';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';
import { sweepOwnedOperations } from '../../test/owned-hostile-input.ts';

/**
 * The saved-view calls (issue 34) swept as a member of the festival, with a view of their own in
 * the path, so hostile values reach the use cases: a 4xx with a code each, and nothing written.
 */
let f: FestivalSpaceTestApp;
beforeAll(async () => {
  f = await createFestivalSpaceTestApp();
});
afterAll(() => f.close());

it('answers hostile values with a 4xx and a code, writing nothing', async () => {
  const db = f.database.db;
  const created = await f.t.app.inject({
    method: 'POST',
    url: '/api/booback-filtres',
    headers: f.programmer.headers,
    payload: { Entity: 'entries', Libelle: 'Swept', IdFestival: f.festivalId, Data: { firstFilm: true } },
  });
  expect(created.statusCode).toBe(201);
  const counts = async () => ({
    views: (await db.select({ n: count() }).from(vueListe))[0]?.n,
    columns: (await db.select({ n: count() }).from(colonneListe))[0]?.n,
  });
  const before = await counts();
  const { operations, failures } = await sweepOwnedOperations({
    app: f.t.app,
    headers: f.programmer.headers,
    select: (id) => /^(POST|PUT) \/api\/booback-/.test(id) || /^GET \/api\/booback-/.test(id),
    owned: {
      entity: 'entries',
      Id: String(created.json().Id),
      IdFestival: String(f.festivalId),
      Entity: 'entries',
    },
  });
  expect(operations.sort()).toEqual([
    'GET /api/booback-classements',
    'GET /api/booback-colonne/{entity}',
    'GET /api/booback-filtres',
    'GET /api/booback-presentations',
    'POST /api/booback-classements',
    'POST /api/booback-colonne/{entity}',
    'POST /api/booback-filtres',
    'POST /api/booback-presentations',
    'PUT /api/booback-classements/{Id}',
    'PUT /api/booback-filtres/{Id}',
    'PUT /api/booback-presentations/{Id}',
  ]);
  expect(failures).toEqual([]);
  expect(await counts()).toEqual(before);
});
