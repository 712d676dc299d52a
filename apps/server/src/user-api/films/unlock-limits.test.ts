import { film, filmTentativeMotDePasse } from '@shortlist/db/schema/films';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILM_CREATE_BODY } from '../../test/film-bodies.ts';
import { insertAccount, type Signed, signInAs } from '../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { UNLOCK_LIMITS } from './unlock-attempts.ts';

// Concurrent unlocks against a real listening server: the limits must hold when the attempts
// race, on PGlite and on PostgreSQL's pool (TEST_DATABASE_URL).
let t: TestApp;
let base = '';
let ada: Signed;
const clock = new Date('2030-01-01T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, env: { TRUST_PROXY: 'true' } });
  await insertAccount(t, 'ada@example.com');
  ada = await signInAs(t.app, 'ada@example.com');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => t.close());

async function protectedFilm(): Promise<number> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/films',
    headers: ada.headers,
    payload: FILM_CREATE_BODY,
  });
  const id = created.json().Id as number;
  await t.database.db
    .update(film)
    .set({ DateExpirationSuperTimbre: new Date('2031-01-01T00:00:00Z') })
    .where(eq(film.Id, id));
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/films/${id}/publication`,
    headers: ada.headers,
    payload: { Publication: 2, MotDePasse: 'open-sesame' },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return id;
}

async function unlock(options: { id: number; password: string; ip: string }) {
  const response = await fetch(`${base}/api/public/films/${options.id}/unlock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': options.ip },
    body: JSON.stringify({ MotDePasse: options.password }),
  });
  const body = (await response.json()) as { code?: string };
  return { status: response.status, code: body.code ?? 'OK' };
}

function tally(answers: { code: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) counts[answer.code] = (counts[answer.code] ?? 0) + 1;
  return counts;
}

describe('film unlock limits under concurrent attempts', () => {
  it('25 wrong passwords at once from many addresses: exactly 10 are checked, then even the right one waits', async () => {
    const id = await protectedFilm();
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => unlock({ id, password: `wrong-${i}`, ip: `203.0.113.${i + 1}` })),
    );
    expect(tally(answers)).toEqual({
      FILM_PASSWORD_WRONG: UNLOCK_LIMITS.perFilm,
      FILM_UNLOCK_THROTTLED: 25 - UNLOCK_LIMITS.perFilm,
    });
    expect(await unlock({ id, password: 'open-sesame', ip: '203.0.113.200' })).toEqual({
      status: 429,
      code: 'FILM_UNLOCK_THROTTLED',
    });
  });

  it('an address with 45 failures gets exactly 5 more, across films, at once', async () => {
    const ip = '198.51.100.9';
    const ids = await Promise.all(Array.from({ length: 4 }, () => protectedFilm()));
    const [first] = ids;
    await t.database.db.insert(filmTentativeMotDePasse).values(
      Array.from({ length: UNLOCK_LIMITS.perIp - 5 }, () => ({
        IdFilm: first ?? 0,
        Ip: ip,
        DateCreation: clock,
      })),
    );
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => unlock({ id: ids[(i % 3) + 1] ?? 0, password: 'x', ip })),
    );
    expect(tally(answers)).toEqual({ FILM_PASSWORD_WRONG: 5, FILM_UNLOCK_THROTTLED: 7 });
  });

  it('a right password is no failure: 9 wrong, then right, then 1 more wrong is still checked', async () => {
    const id = await protectedFilm();
    const ip = '198.51.100.10';
    const wrong = await Promise.all(
      Array.from({ length: 9 }, (_, i) => unlock({ id, password: `w${i}`, ip })),
    );
    expect(tally(wrong)).toEqual({ FILM_PASSWORD_WRONG: 9 });
    expect(await unlock({ id, password: 'open-sesame', ip })).toEqual({ status: 200, code: 'OK' });
    expect(await unlock({ id, password: 'w', ip })).toEqual({ status: 401, code: 'FILM_PASSWORD_WRONG' });
    expect(await unlock({ id, password: 'w', ip })).toEqual({ status: 429, code: 'FILM_UNLOCK_THROTTLED' });
  });
});
