import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { filmVideo } from '@shortlist/db/schema/film-videos';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../platform/storage/local-storage.ts';
import { insertFilm } from '../../test/media-test-app.ts';
import { insertAccount, type Signed, signInAs } from '../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** The Vimeo reference and the authorisation return (issue 13). */
let dir: string;
let t: TestApp;
let clock = new Date('2026-03-01T10:00:00Z');
let ada: Signed;
let bob: Signed;
let IdFilm: number;
let bobFilm: number;
const URL_A = 'https://vimeo.com/76979871/a1b2c3d4e5';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'shortlist-vimeo-'));
  t = await createTestApp({ env: { DATA_DIR: dir }, now: () => clock });
  IdFilm = await insertFilm(t, await insertAccount(t, 'ada@example.com'));
  bobFilm = await insertFilm(t, await insertAccount(t, 'bob@example.com'));
  ada = await signInAs(t.app, 'ada@example.com');
  bob = await signInAs(t.app, 'bob@example.com');
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

function put(
  signed: Signed,
  body: Record<string, unknown>,
  options: { film?: number; type?: string; cookie?: string } = {},
) {
  const headers = { ...signed.headers };
  if (options.cookie) headers.cookie = `${headers.cookie}; ${options.cookie}`;
  return t.app.inject({
    method: 'PUT',
    url: `/api/films/${options.film ?? IdFilm}/video/${options.type ?? 'film'}/vimeo`,
    headers,
    payload: body,
  });
}

const get = (signed: Signed, film = IdFilm, type = 'film') =>
  t.app.inject({ method: 'GET', url: `/api/films/${film}/video/${type}/vimeo`, headers: signed.headers });

const rowOf = async (film: number, type: 'film' | 'trailer' = 'film') =>
  (await t.database.db.select().from(filmVideo).where(eq(filmVideo.IdFilm, film))).find(
    (r) => r.TypeVideo === type,
  );

describe('a Vimeo reference', () => {
  it('is stored with its password encrypted, read back by the owner, shown with its player', async () => {
    const answer = await put(ada, { url: URL_A, password: 'Festival pass' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().source).toBe('vimeo');
    const row = await rowOf(IdFilm);
    expect(row?.SourceUploadVideo).toBe('vimeo');
    expect(row?.UrlOvp).toBe(URL_A);
    expect(row?.Fichier).toBeNull();
    expect(row?.DateExpiration).toBeNull();
    expect(row?.MotDePasseOvp).toBeTruthy();
    expect(row?.MotDePasseOvp).not.toContain('Festival');

    const read = await get(ada);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      TypeVideo: 'film',
      url: URL_A,
      playerUrl: 'https://player.vimeo.com/video/76979871?h=a1b2c3d4e5',
      password: 'Festival pass',
      source: 'vimeo',
    });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/films/${IdFilm}/video`,
      headers: ada.headers,
    });
    const film = list.json().videos.find((v: { TypeVideo: string }) => v.TypeVideo === 'film');
    expect(film.vimeo).toEqual({
      url: URL_A,
      playerUrl: 'https://player.vimeo.com/video/76979871?h=a1b2c3d4e5',
    });
    expect(film.isExpired).toBe(false);
    expect(film.limitDate).toBeNull();
  });

  it('answers clear field errors', async () => {
    const answer = await put(ada, { url: 'https://youtube.com/watch?v=1', password: '' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields.map((f: { path: string; code: string }) => `${f.path}:${f.code}`)).toEqual([
      'url:VIMEO_URL_INVALID',
      'password:VIMEO_PASSWORD_REQUIRED',
    ]);
    const long = await put(ada, { url: URL_A, password: 'p'.repeat(101) });
    expect(long.json().fields[0].code).toBe('VIMEO_PASSWORD_TOO_LONG');
  });

  it("cannot be set or read on another user's film", async () => {
    const set = await put(bob, { url: URL_A, password: 'stolen' });
    expect(set.statusCode).toBe(404);
    expect((await get(bob)).statusCode).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/films/${IdFilm}/video`,
      headers: bob.headers,
    });
    expect(list.statusCode).toBe(404);
    expect((await get(ada)).json().password).toBe('Festival pass');
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/films/${IdFilm}/video/film/vimeo` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('replaces a stored file only when confirmed, and the file goes', async () => {
    const storage = createLocalStorage(t.config.mediaDir);
    const key = `films/${IdFilm}/videos/trailer-abc.mp4`;
    await storage.put(key, Buffer.from('video bytes'));
    await t.database.db.insert(filmVideo).values({
      IdFilm,
      TypeVideo: 'trailer',
      Fichier: key,
      FichierOriginal: 'trailer.mp4',
      Mime: 'video/mp4',
      Poids: 11,
      NbUpload: 1,
      DateExpiration: new Date('2026-05-01T00:00:00Z'),
    });
    const unconfirmed = await put(ada, { url: URL_A, password: 'x' }, { type: 'trailer' });
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().code).toBe('VIDEO_REPLACE_UNCONFIRMED');
    expect(await storage.get(key)).toBeTruthy();
    const confirmed = await put(ada, { url: URL_A, password: 'x', replaceFile: true }, { type: 'trailer' });
    expect(confirmed.statusCode).toBe(200);
    expect(await storage.get(key)).toBeFalsy();
    const row = await rowOf(IdFilm, 'trailer');
    expect(row).toMatchObject({
      Fichier: null,
      FichierOriginal: null,
      DateExpiration: null,
      SourceUploadVideo: 'vimeo',
    });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/films/${IdFilm}/video/trailer/url`,
          headers: ada.headers,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('the Vimeo authorisation return', () => {
  const tokenCall = (signed: Signed, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/vimeo/token', headers: signed.headers, payload: body });

  it('keeps the token in an HttpOnly per-user cookie for at most one hour', async () => {
    const answer = await tokenCall(ada, {
      accessToken: 'tok_ada_12345',
      expiresIn: 86400,
      state: `${IdFilm}-fr`,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ IdFilm, expires: '2026-03-01T11:00:00.000Z' });
    const cookie = answer.cookies.find((c) => c.name === 'sl_vimeo');
    expect(cookie).toMatchObject({ httpOnly: true, maxAge: 3600, path: '/', sameSite: 'Lax' });
    expect(cookie?.value).not.toContain('tok_ada');
    const short = await tokenCall(ada, {
      accessToken: 'tok_ada_12345',
      expiresIn: 120,
      state: `${IdFilm}-en`,
    });
    expect(short.cookies.find((c) => c.name === 'sl_vimeo')?.maxAge).toBe(120);
  });

  it("refuses a state naming another user's film or no film", async () => {
    for (const state of [`${bobFilm}-en`, '999999-en']) {
      const answer = await tokenCall(ada, { accessToken: 'tok_ada_12345', expiresIn: 60, state });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe('VIMEO_STATE_INVALID');
      expect(answer.cookies.find((c) => c.name === 'sl_vimeo')).toBeUndefined();
    }
    const bad = await tokenCall(ada, { accessToken: 'tok', expiresIn: 60, state: 'x' });
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/vimeo/token',
      payload: { accessToken: 'tok_ada_12345', expiresIn: 60, state: `${IdFilm}-en` },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('records the source as Vimeo OAuth only with the token of this user, within its time', async () => {
    const answer = await tokenCall(ada, {
      accessToken: 'tok_ada_12345',
      expiresIn: 600,
      state: `${IdFilm}-en`,
    });
    const cookie = `sl_vimeo=${answer.cookies.find((c) => c.name === 'sl_vimeo')?.value}`;
    const body = { url: URL_A, password: 'p', token: 'tok_ada_12345' };
    expect((await put(ada, body, { cookie })).json().source).toBe('vimeo-oauth');
    expect((await rowOf(IdFilm))?.SourceUploadVideo).toBe('vimeo-oauth');
    // Another token than the cookie's, no cookie, or Ada's cookie in Bob's browser: plain Vimeo.
    expect((await put(ada, { ...body, token: 'tok_other_123' }, { cookie })).json().source).toBe('vimeo');
    expect((await put(ada, body)).json().source).toBe('vimeo');
    expect((await put(bob, body, { film: bobFilm, cookie })).json().source).toBe('vimeo');
    clock = new Date(clock.getTime() + 601_000);
    expect((await put(ada, body, { cookie })).json().source).toBe('vimeo');
  });
});
