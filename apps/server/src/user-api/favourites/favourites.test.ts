import { festival } from '@shortlist/db/schema/festivals';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFestivalTestApp, type FestivalTestApp } from '../../test/festival-test-app.ts';
import { insertAccount, type Signed, signInAs } from '../../test/test-accounts.ts';

let t: FestivalTestApp;
let ada: Signed;
let bob: Signed;
let festivalIds: number[];

const call = (who: Signed | undefined, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

const favourites = async (who: Signed) => (await call(who, 'GET', 'compte/favoris')).json().IdsFestival;

beforeAll(async () => {
  t = await createFestivalTestApp();
  await insertAccount(t, 'ada@example.com');
  await insertAccount(t, 'bob@example.com');
  ada = await signInAs(t.app, 'ada@example.com');
  bob = await signInAs(t.app, 'bob@example.com');
  festivalIds = (
    await t.database.db.select({ Id: festival.Id }).from(festival).orderBy(asc(festival.Id))
  ).map((row) => row.Id);
}, 60_000);
afterAll(() => t.close());

describe('favourites', () => {
  it('need a session', async () => {
    expect((await call(undefined, 'GET', 'compte/favoris')).statusCode).toBe(401);
    const add = await call(undefined, 'POST', 'compte/add-favoris', { IdFestival: festivalIds[0] });
    expect(add.statusCode).toBe(401);
  });

  it('are added once, listed newest first and removed', async () => {
    const [first, second] = festivalIds as [number, number];
    expect((await call(ada, 'POST', 'compte/add-favoris', { IdFestival: first })).json()).toEqual({
      ok: true,
    });
    expect((await call(ada, 'POST', 'compte/add-favoris', { IdFestival: second })).statusCode).toBe(200);
    expect((await call(ada, 'POST', 'compte/add-favoris', { IdFestival: first })).statusCode).toBe(200);
    expect(await favourites(ada)).toEqual([second, first]);

    expect((await call(ada, 'DELETE', 'compte/delete-favoris', { IdFestival: second })).statusCode).toBe(200);
    expect(await favourites(ada)).toEqual([first]);
  });

  it('refuse an unknown festival and a malformed id with a clear code', async () => {
    const unknown = await call(ada, 'POST', 'compte/add-favoris', { IdFestival: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('FESTIVAL_NOT_FOUND');
    const malformed = await call(ada, 'POST', 'compte/add-favoris', { IdFestival: 'two' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields[0].path).toBe('IdFestival');
  });

  it('belong to their account: another user neither sees nor removes them', async () => {
    const [first] = festivalIds as [number];
    expect(await favourites(bob)).toEqual([]);
    await call(bob, 'DELETE', 'compte/delete-favoris', { IdFestival: first });
    expect(await favourites(ada)).toContain(first);
  });

  it('refuse a cookie-authenticated change without the CSRF header', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/compte/add-favoris',
      headers: { cookie: ada.cookie },
      payload: { IdFestival: festivalIds[2] },
    });
    expect(response.statusCode).toBe(403);
    expect(await favourites(ada)).not.toContain(festivalIds[2]);
  });
});

describe('favourites in the directory', () => {
  const filter = (who: Signed | undefined, body: object, page = '0/12') =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/festivals/filter/${page}`,
      headers: who?.headers ?? {},
      payload: body,
    });

  it('filters on favourites for a signed-in user only', async () => {
    expect((await filter(undefined, { IsFavoris: true })).statusCode).toBe(401);
    const mine = await favourites(ada);
    const answer = await filter(ada, { IsFavoris: true });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const page = answer.json();
    expect(page.total).toBe(mine.length);
    expect(page.items.map((card: { Id: number }) => card.Id).sort()).toEqual([...mine].sort());
    expect(page.items.every((card: { IsFavori: boolean }) => card.IsFavori)).toBe(true);
    const count = await t.app.inject({
      method: 'POST',
      url: '/api/public/festivals/filter',
      headers: ada.headers,
      payload: { IsFavoris: true },
    });
    expect(count.json()).toEqual({ total: mine.length });
  });

  it('sets the hearts for the signed-in user without leaking them to others through the cache', async () => {
    const mine = new Set<number>(await favourites(ada));
    const all = (await filter(ada, {}, '0/50')).json().items as { Id: number; IsFavori: boolean }[];
    expect(all.filter((card) => card.IsFavori).map((card) => card.Id)).toEqual(
      all.filter((card) => mine.has(card.Id)).map((card) => card.Id),
    );
    expect(all.some((card) => card.IsFavori)).toBe(true);
    const anonymous = await filter(undefined, {}, '0/50');
    expect(anonymous.headers['cache-control']).toBe('public, max-age=60');
    expect(anonymous.json().items.some((card: { IsFavori: boolean }) => card.IsFavori)).toBe(false);
    const bobs = (await filter(bob, {}, '0/50')).json().items;
    expect(bobs.some((card: { IsFavori: boolean }) => card.IsFavori)).toBe(false);
  });
});
