import { film } from '@shortlist/db/schema/films';
import type { Film } from '@shortlist/domain/films/api-contracts';
import type { PublicFilmAnswer } from '@shortlist/domain/server-rendering';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILM_CREATE_BODY } from '../test/film-bodies.ts';
import { insertAccount, type Signed, signInAs } from '../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { publicPageData } from './public-page-data.ts';

// The public film page as the server renders it (server-routes.ts in the web): the same outcome
// as `GET public/films/:key` for the same visitor, its 403 and 404 as the password form and not
// found, so the first HTML never holds more of a film than the API would give.

let t: TestApp;
let ada: Signed;
const clock = new Date('2030-01-01T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  await insertAccount(t, 'ada@example.com');
  await insertAccount(t, 'bob@example.com');
  ada = await signInAs(t.app, 'ada@example.com');
});
afterAll(() => t.close());

async function newFilm(publication: object): Promise<Film> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/films',
    headers: ada.headers,
    payload: FILM_CREATE_BODY,
  });
  const id = (created.json() as Film).Id;
  await t.database.db
    .update(film)
    .set({ DateExpirationSuperTimbre: new Date('2031-01-01') })
    .where(eq(film.Id, id));
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/films/${id}/publication`,
    headers: ada.headers,
    payload: publication,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json();
}

/** What the page data answers a visitor holding these cookies. */
async function pageAnswer(key: string, cookies: Record<string, string> = {}): Promise<PublicFilmAnswer> {
  const request = { cookies } as unknown as FastifyRequest;
  return (await publicPageData(t.app)(request)).publicFilm(key, 'en');
}

describe('the public film page data', () => {
  it('gives a public film by id and by custom URL', async () => {
    const shown = await newFilm({ Publication: 1, Shortname: 'the-pier' });
    for (const key of ['the-pier', 'THE-PIER', String(shown.Id)]) {
      expect(await pageAnswer(key)).toMatchObject({
        kind: 'film',
        film: { Id: shown.Id, Shortname: 'the-pier' },
      });
    }
  });

  it('hides a private or unknown film from the public, not from its owner', async () => {
    const hidden = await newFilm({ Publication: 0 });
    expect(await pageAnswer(String(hidden.Id))).toEqual({ kind: 'missing' });
    expect(await pageAnswer('no-such-film')).toEqual({ kind: 'missing' });
    expect(await pageAnswer('a b')).toEqual({ kind: 'missing' });
    expect(await pageAnswer(String(hidden.Id), { sl_session: ada.token })).toMatchObject({ kind: 'film' });
    const bob = await signInAs(t.app, 'bob@example.com');
    expect(await pageAnswer(String(hidden.Id), { sl_session: bob.token })).toEqual({ kind: 'missing' });
  });

  it('asks for the password of a protected film, with nothing of it, until the visitor unlocked it', async () => {
    await newFilm({ Publication: 2, Shortname: 'locked', MotDePasse: 'open-sesame' });
    expect(await pageAnswer('locked')).toEqual({ kind: 'password' });
    const unlocked = await t.app.inject({
      method: 'POST',
      url: '/api/public/films/locked/unlock',
      payload: { MotDePasse: 'open-sesame' },
    });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    const cookies = Object.fromEntries(unlocked.cookies.map((cookie) => [cookie.name, cookie.value]));
    expect(await pageAnswer('locked', cookies)).toMatchObject({
      kind: 'film',
      film: { Shortname: 'locked' },
    });
  });
});
