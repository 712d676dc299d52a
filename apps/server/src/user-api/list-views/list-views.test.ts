import { colonneListe, vueListe } from '@shortlist/db/schema/list-views';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';

// Saved list views (issue 34; spec §3, §5, §6, §7): columns per account and list, saved rankings,
// filters and presentations; public within one festival on the inbox, private on a filmmaker's
// lists; only the creator changes or deletes.

let f: FestivalSpaceTestApp;
beforeAll(async () => {
  f = await createFestivalSpaceTestApp();
});
afterAll(() => f.close());
beforeEach(async () => {
  await f.database.db.delete(vueListe);
  await f.database.db.delete(colonneListe);
});

type Who = 'manager' | 'programmer' | 'outsider' | 'ada' | 'bob';
async function call(who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const answer = await f.t.app.inject({
    method,
    url: `/api/${url}`,
    headers: f[who].headers,
    ...(payload ? { payload } : {}),
  });
  return { status: answer.statusCode, body: answer.json() };
}

const inboxView = (over: object = {}) => ({
  Entity: 'entries',
  Libelle: 'Short docs',
  IsPublic: true,
  IdFestival: f.festivalId,
  Colonnes: [
    { Property: 'country', IsDisplayed: false, Ordre: 0 },
    { Property: 'title', IsDisplayed: true, IsSorting: true, IsSortingDesc: false, Ordre: 1 },
  ],
  Data: { search: 'doc', durationMax: 900 },
  ...over,
});

describe('columns (booback-colonne)', () => {
  it('answers the defaults, saves choices and resets them', async () => {
    const first = await call('ada', 'GET', 'booback-colonne/films');
    expect(first.status).toBe(200);
    expect(first.body.map((c: { Property: string }) => c.Property)).toEqual([
      'title',
      'year',
      'duration',
      'status',
      'completeness',
      'created',
    ]);
    expect(
      first.body.every(
        (c: { Width: number; IsDisplayed: boolean; Id: null }) =>
          c.Width === 150 && c.IsDisplayed && c.Id === null,
      ),
    ).toBe(true);

    const saved = await call('ada', 'POST', 'booback-colonne/films', {
      Colonnes: [
        { Property: 'year', IsDisplayed: false, Ordre: 5, Width: 90 },
        { Property: 'created', IsDisplayed: true, IsSorting: true, IsSortingDesc: true, Ordre: 0 },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body[0]).toMatchObject({
      Property: 'created',
      IsSorting: true,
      IsSortingDesc: true,
      Ordre: 0,
    });
    // The saved columns in their order, then the others in the list's.
    expect(saved.body[1]).toMatchObject({ Property: 'year', IsDisplayed: false, Width: 90, Ordre: 1 });
    expect(saved.body.at(-1)).toMatchObject({ Property: 'completeness', Ordre: 5 });
    // Another account still sees the defaults.
    expect((await call('bob', 'GET', 'booback-colonne/films')).body[1]).toMatchObject({
      Property: 'year',
      IsDisplayed: true,
    });
    expect((await call('ada', 'GET', 'booback-colonne/films')).body).toEqual(saved.body);

    const reset = await call('ada', 'DELETE', 'booback-colonne/films');
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual(first.body);
    expect((await f.database.db.select({ n: count() }).from(colonneListe))[0]?.n).toBe(0);
  });

  it('refuses an unknown column, hiding the title, two sorts, an unsortable sort and an unknown list', async () => {
    const post = (Colonnes: object[]) => call('ada', 'POST', 'booback-colonne/entries', { Colonnes });
    expect(await post([{ Property: 'password', IsDisplayed: true, Ordre: 0 }])).toMatchObject({
      status: 400,
      body: { code: 'LIST_VIEW_PROPERTY_UNKNOWN' },
    });
    expect((await post([{ Property: 'title', IsDisplayed: false, Ordre: 0 }])).body.code).toBe(
      'LIST_VIEW_COLUMNS_INVALID',
    );
    expect(
      (
        await post([
          { Property: 'title', IsDisplayed: true, IsSorting: true, Ordre: 0 },
          { Property: 'country', IsDisplayed: true, IsSorting: true, Ordre: 1 },
        ])
      ).body.code,
    ).toBe('LIST_VIEW_COLUMNS_INVALID');
    expect(
      (await post([{ Property: 'coverage', IsDisplayed: true, IsSorting: true, Ordre: 0 }])).body.code,
    ).toBe('LIST_VIEW_COLUMNS_INVALID');
    expect((await call('ada', 'GET', 'booback-colonne/accounts')).status).toBe(400);
    expect((await f.t.app.inject({ method: 'GET', url: '/api/booback-colonne/films' })).statusCode).toBe(401);
  });
});

describe('saved views on the inbox', () => {
  it('a public view is seen by the festival’s members, not by another festival; only its creator changes it', async () => {
    const created = await call('programmer', 'POST', 'booback-presentations', inboxView());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      Libelle: 'Short docs',
      IsPublic: true,
      IdCreateur: f.accountIds.programmer,
      isOwn: true,
    });
    const { Id } = created.body;

    const seen = await call(
      'manager',
      'GET',
      `booback-presentations?Entity=entries&IdFestival=${f.festivalId}`,
    );
    expect(seen.body).toHaveLength(1);
    expect(seen.body[0]).toMatchObject({ Id, isOwn: false, Data: { search: 'doc', durationMax: 900 } });
    expect(seen.body[0].Colonnes[0]).toMatchObject({ Property: 'country', IsDisplayed: false });

    expect(await call('manager', 'DELETE', `booback-presentations/${Id}`)).toMatchObject({
      status: 403,
      body: { code: 'LIST_VIEW_NOT_CREATOR' },
    });
    expect(
      (await call('manager', 'PUT', `booback-presentations/${Id}`, inboxView({ Libelle: 'Mine now' }))).body
        .code,
    ).toBe('LIST_VIEW_NOT_CREATOR');
    // Another festival's manager neither lists it nor reaches it by id.
    expect(
      (await call('outsider', 'GET', `booback-presentations?Entity=entries&IdFestival=${f.festivalId}`))
        .status,
    ).toBe(404);
    expect(
      (await call('outsider', 'GET', `booback-presentations?Entity=entries&IdFestival=${f.otherFestivalId}`))
        .body,
    ).toEqual([]);
    expect((await call('outsider', 'DELETE', `booback-presentations/${Id}`)).status).toBe(404);
    // A filmmaker who is no member cannot save a view of the festival's inbox.
    expect((await call('ada', 'POST', 'booback-presentations', inboxView())).status).toBe(404);

    const renamed = await call(
      'programmer',
      'PUT',
      `booback-presentations/${Id}`,
      inboxView({ Libelle: 'Docs', IsPublic: false }),
    );
    expect(renamed).toMatchObject({ status: 200, body: { Libelle: 'Docs', IsPublic: false } });
    expect(
      (await call('manager', 'GET', `booback-presentations?Entity=entries&IdFestival=${f.festivalId}`)).body,
    ).toEqual([]);
    expect(await call('programmer', 'DELETE', `booback-presentations/${Id}`)).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    expect(
      (await call('programmer', 'GET', `booback-presentations?Entity=entries&IdFestival=${f.festivalId}`))
        .body,
    ).toEqual([]);
  });

  it('a private view stays its creator’s; the name is the creator’s per list', async () => {
    await call('programmer', 'POST', 'booback-filtres', {
      Entity: 'entries',
      Libelle: 'Mine',
      IdFestival: f.festivalId,
      Data: { firstFilm: true },
    });
    expect(
      (await call('manager', 'GET', `booback-filtres?Entity=entries&IdFestival=${f.festivalId}`)).body,
    ).toEqual([]);
    const again = await call('programmer', 'POST', 'booback-filtres', {
      Entity: 'entries',
      Libelle: 'Mine',
      IdFestival: f.festivalId,
      Data: { schoolFilm: true },
    });
    expect(again).toMatchObject({ status: 409, body: { code: 'LIST_VIEW_NAME_TAKEN' } });
    // The same name is free for another member, and for another kind of view.
    expect(
      (
        await call('manager', 'POST', 'booback-filtres', {
          Entity: 'entries',
          Libelle: 'Mine',
          IdFestival: f.festivalId,
          Data: { firstFilm: true },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await call('programmer', 'POST', 'booback-classements', {
          Entity: 'entries',
          Libelle: 'Mine',
          IdFestival: f.festivalId,
          Tri: { Property: 'duration', IsSortingDesc: true },
        })
      ).status,
    ).toBe(201);
  });
});

describe('spec §5 rules and the scope', () => {
  const filmFilter = (over: object = {}) => ({
    Entity: 'films',
    Libelle: 'Recent',
    Data: { AnneeProd: 2024 },
    ...over,
  });

  it('Libelle 1 to 150, Entity a known list, Data at least one criterion that the list accepts', async () => {
    const post = (body: object) => call('ada', 'POST', 'booback-filtres', body);
    expect((await post(filmFilter({ Libelle: '' }))).status).toBe(400);
    expect((await post(filmFilter({ Libelle: '   ' }))).status).toBe(400);
    expect((await post(filmFilter({ Libelle: 'x'.repeat(151) }))).status).toBe(400);
    expect((await post(filmFilter({ Libelle: 'x'.repeat(150) }))).status).toBe(201);
    expect((await post(filmFilter({ Entity: '' }))).status).toBe(400);
    expect((await post(filmFilter({ Entity: 'comptes' }))).status).toBe(400);
    expect((await post(filmFilter({ Data: {} }))).status).toBe(400);
    expect((await post(filmFilter({ Data: { password: 'x' } }))).body.code).toBe('LIST_VIEW_FILTER_INVALID');
    expect((await post(filmFilter({ Data: { AnneeProd: 'soon' } }))).body.code).toBe(
      'LIST_VIEW_FILTER_INVALID',
    );
    expect(
      (
        await call('ada', 'POST', 'booback-filtres', {
          Entity: 'orders',
          Libelle: 'Paid',
          Data: { paid: true },
        })
      ).body.code,
    ).toBe('LIST_VIEW_FILTER_INVALID');
    // IdCreateur is the signed-in account, whatever the body says.
    expect((await post({ ...filmFilter({ Libelle: 'Other' }), IdCreateur: f.accountIds.bob })).status).toBe(
      400,
    );
  });

  it('a ranking sorts by a sortable column of the list', async () => {
    const post = (Tri: object) =>
      call('ada', 'POST', 'booback-classements', { Entity: 'films', Libelle: 'By date', Tri });
    expect((await post({ Property: 'salary', IsSortingDesc: false })).body.code).toBe(
      'LIST_VIEW_PROPERTY_UNKNOWN',
    );
    expect((await post({ Property: 'year', IsSortingDesc: false })).body.code).toBe(
      'LIST_VIEW_COLUMNS_INVALID',
    );
    expect(await post({ Property: 'created', IsSortingDesc: true })).toMatchObject({
      status: 201,
      body: { Tri: { Property: 'created', IsSortingDesc: true }, IsPublic: false, IdFestival: null },
    });
  });

  it('a filmmaker’s views are private and festival-less, and never seen by another account', async () => {
    expect((await call('ada', 'POST', 'booback-filtres', filmFilter({ IsPublic: true }))).body.code).toBe(
      'LIST_VIEW_SCOPE_INVALID',
    );
    expect(
      (await call('ada', 'POST', 'booback-filtres', filmFilter({ IdFestival: f.festivalId }))).body.code,
    ).toBe('LIST_VIEW_SCOPE_INVALID');
    expect(
      (
        await call('programmer', 'POST', 'booback-filtres', {
          Entity: 'entries',
          Libelle: 'No festival',
          Data: { firstFilm: true },
        })
      ).body.code,
    ).toBe('LIST_VIEW_SCOPE_INVALID');
    const { body } = await call('ada', 'POST', 'booback-filtres', filmFilter());
    expect((await call('bob', 'GET', 'booback-filtres?Entity=films')).body).toEqual([]);
    expect((await call('ada', 'GET', 'booback-filtres?Entity=films')).body).toHaveLength(1);
    expect(
      (await call('ada', 'GET', `booback-filtres?Entity=films&IdFestival=${f.festivalId}`)).body.code,
    ).toBe('LIST_VIEW_SCOPE_INVALID');
    expect((await call('bob', 'PUT', `booback-filtres/${body.Id}`, filmFilter())).status).toBe(404);
    expect((await call('bob', 'DELETE', `booback-filtres/${body.Id}`)).status).toBe(404);
    // The id of a filter is no presentation.
    expect((await call('ada', 'DELETE', `booback-presentations/${body.Id}`)).status).toBe(404);
    expect((await call('ada', 'DELETE', `booback-filtres/${body.Id}`)).status).toBe(200);
  });
});
