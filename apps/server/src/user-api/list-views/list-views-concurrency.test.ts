import { colonneListe, vueListe } from '@shortlist/db/schema/list-views';
import { LIST_VIEWS_MAX } from '@shortlist/domain/list-views/list-view-rules';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';

// Saved views that race (issue 34), on a real listening server so that the requests run on their
// own connections at once (PostgreSQL with TEST_DATABASE_URL): one creator saving the same view
// many times at once keeps one; column saves at once keep one row per column; saves racing past
// the cap on views per list keep the creator at the cap.

let f: FestivalSpaceTestApp;
let base: string;
beforeAll(async () => {
  f = await createFestivalSpaceTestApp();
  base = await f.t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => f.close());

function send(method: string, path: string, body: object, headers: Record<string, string>) {
  return fetch(`${base}/api/${path}`, {
    method,
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

it('ten saves of one view at once keep one, the others told the name is taken', async () => {
  const body = {
    Entity: 'entries',
    Libelle: 'Raced view',
    IsPublic: true,
    IdFestival: f.festivalId,
    Colonnes: [{ Property: 'country', IsDisplayed: false, Ordre: 0 }],
    Data: { firstFilm: true },
  };
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => send('POST', 'booback-presentations', body, f.programmer.headers)),
  );
  const statuses = answers.map((a) => a.status).sort();
  expect(statuses).toEqual([201, ...Array(9).fill(409)]);
  const codes = await Promise.all(
    answers.filter((a) => a.status === 409).map(async (a) => ((await a.json()) as { code: string }).code),
  );
  expect(new Set(codes)).toEqual(new Set(['LIST_VIEW_NAME_TAKEN']));
  const rows = await f.database.db
    .select()
    .from(vueListe)
    .where(and(eq(vueListe.IdCreateur, f.accountIds.programmer), eq(vueListe.Libelle, 'Raced view')));
  expect(rows).toHaveLength(1);
});

it('column saves at once leave one row per column, from one of the requests', async () => {
  const answers = await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      send(
        'POST',
        'booback-colonne/films',
        { Colonnes: [{ Property: 'year', IsDisplayed: i % 2 === 0, Ordre: 0, Width: 100 + i }] },
        f.ada.headers,
      ),
    ),
  );
  expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
  const rows = await f.database.db
    .select()
    .from(colonneListe)
    .where(and(eq(colonneListe.IdCompte, f.accountIds.ada), eq(colonneListe.Entity, 'films')));
  expect(rows).toHaveLength(6);
  const year = rows.find((row) => row.Property === 'year')!;
  expect(year.IsDisplayed).toBe((year.Width - 100) % 2 === 0);
});

it('ten saves at once past the cap keep the creator at LIST_VIEWS_MAX views of the list', async () => {
  // The creator is five short of the cap; ten differently named saves race for the five places.
  await f.database.db.insert(vueListe).values(
    Array.from({ length: LIST_VIEWS_MAX - 5 }, (_, i) => ({
      Kind: 'presentation',
      Entity: 'orders',
      Libelle: `Kept ${i}`,
      IdCreateur: f.accountIds.bob,
      Colonnes: [],
    })),
  );
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      send(
        'POST',
        'booback-presentations',
        {
          Entity: 'orders',
          Libelle: `Raced ${i}`,
          Colonnes: [{ Property: 'date', IsDisplayed: false, Ordre: 0 }],
        },
        f.bob.headers,
      ),
    ),
  );
  expect(answers.map((a) => a.status).sort()).toEqual([...Array(5).fill(201), ...Array(5).fill(409)]);
  const codes = await Promise.all(
    answers.filter((a) => a.status === 409).map(async (a) => ((await a.json()) as { code: string }).code),
  );
  expect(new Set(codes)).toEqual(new Set(['LIST_VIEW_LIMIT_REACHED']));
  const rows = await f.database.db
    .select()
    .from(vueListe)
    .where(and(eq(vueListe.IdCreateur, f.accountIds.bob), eq(vueListe.Entity, 'orders')));
  expect(rows).toHaveLength(LIST_VIEWS_MAX);
  // Another list still has room.
  const filmsView = await send(
    'POST',
    'booback-filtres',
    { Entity: 'films', Libelle: 'Room left', Data: { AnneeProd: 2024 } },
    f.bob.headers,
  );
  expect(filmsView.status).toBe(201);
});
