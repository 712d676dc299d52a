import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';

// Spec §7's generic filter calls on the inbox (issue 34): the count and the unfiltered page go
// through the inbox's own query, so only members read them, with the same page sizes.

let f: FestivalSpaceTestApp;
beforeAll(async () => {
  f = await createFestivalSpaceTestApp();
  await f.sentEntry({ who: 'ada', title: 'Counted one' });
  await f.sentEntry({ who: 'bob', title: 'Counted two' });
});
afterAll(() => f.close());

const base = () => `/api/festival-space/festivals/${f.festivalId}/entries/filter`;

it('counts what the filter finds, as the page’s total does', async () => {
  const count = await f.t.app.inject({
    method: 'POST',
    url: base(),
    headers: f.programmer.headers,
    payload: {},
  });
  expect(count.statusCode).toBe(200);
  const page = await f.t.app.inject({ method: 'GET', url: `${base()}/0/10`, headers: f.programmer.headers });
  expect(page.statusCode).toBe(200);
  expect(count.json().count).toBe(page.json().total);
  expect(page.json().total).toBeGreaterThanOrEqual(2);
  const searched = await f.t.app.inject({
    method: 'POST',
    url: base(),
    headers: f.manager.headers,
    payload: { search: 'Counted two' },
  });
  expect(searched.json()).toEqual({ count: 1 });
});

it('answers 404 to anyone but a member, and refuses other page sizes', async () => {
  for (const who of [f.outsider, f.ada]) {
    expect(
      (await f.t.app.inject({ method: 'POST', url: base(), headers: who.headers, payload: {} })).statusCode,
    ).toBe(404);
    expect(
      (await f.t.app.inject({ method: 'GET', url: `${base()}/0/30`, headers: who.headers })).statusCode,
    ).toBe(404);
  }
  expect(
    (await f.t.app.inject({ method: 'GET', url: `${base()}/0/7`, headers: f.manager.headers })).statusCode,
  ).toBe(400);
  expect(
    (await f.t.app.inject({ method: 'POST', url: base(), headers: f.manager.headers, payload: { nope: 1 } }))
      .statusCode,
  ).toBe(400);
});

it('reads a filmmaker’s own films only through GET films/filter/{skip}/{take}', async () => {
  const ada = await f.t.app.inject({ method: 'GET', url: '/api/films/filter/0/30', headers: f.ada.headers });
  expect(ada.statusCode).toBe(200);
  const titles = (ada.json() as { TitreOriginal: string }[]).map((film) => film.TitreOriginal);
  expect(titles).toContain('Counted one');
  expect(titles).not.toContain('Counted two');
  expect(
    (await f.t.app.inject({ method: 'GET', url: '/api/films/filter/0/101', headers: f.ada.headers }))
      .statusCode,
  ).toBe(400);
  expect((await f.t.app.inject({ method: 'GET', url: '/api/films/filter/0/30' })).statusCode).toBe(401);
});
