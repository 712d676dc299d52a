import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { filmVideo } from '@shortlist/db/schema/film-videos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../platform/storage/local-storage.ts';
import { insertFilm } from '../../test/media-test-app.ts';
import { insertAccount, type Signed, signInAs } from '../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Playback through short-lived signed URLs with range requests (issue 13). */
let dir: string;
let t: TestApp;
let clock = new Date();
let ada: Signed;
let bob: Signed;
let IdFilm: number;
const bytes = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'shortlist-play-'));
  t = await createTestApp({ env: { DATA_DIR: dir, MEDIA_URL_MINUTES: '15' }, now: () => clock });
  IdFilm = await insertFilm(t, await insertAccount(t, 'ada@example.com'));
  await insertAccount(t, 'bob@example.com');
  ada = await signInAs(t.app, 'ada@example.com');
  bob = await signInAs(t.app, 'bob@example.com');
  const key = `films/${IdFilm}/videos/film-abc.mp4`;
  await createLocalStorage(t.config.mediaDir).put(key, bytes);
  await t.database.db
    .insert(filmVideo)
    .values({ IdFilm, TypeVideo: 'film', Fichier: key, Mime: 'video/mp4', Poids: bytes.length, NbUpload: 1 });
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

async function playbackUrl(signed: Signed, type = 'film') {
  return t.app.inject({
    method: 'GET',
    url: `/api/films/${IdFilm}/video/${type}/url`,
    headers: signed.headers,
  });
}

describe('video playback', () => {
  it('gives the owner a signed URL that plays with range requests', async () => {
    const answer = await playbackUrl(ada);
    expect(answer.statusCode).toBe(200);
    const { url } = answer.json() as { url: string };
    expect(url).toMatch(/^\/api\/media\/videos\/\d+\?exp=\d+&sig=[\w-]+$/);
    // Not checked yet: no poster frame.
    expect(answer.json().poster).toBeNull();
    // No session needed: the <video> element only has the URL.
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.rawPayload).toEqual(bytes.subarray(100, 200));
    const tail = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=-10' } });
    expect(tail.rawPayload).toEqual(bytes.subarray(bytes.length - 10));
    const whole = await t.app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload).toEqual(bytes);
    const outside = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=9000-' } });
    expect(outside.statusCode).toBe(416);
  });

  it('stops working once expired, and refuses a changed signature', async () => {
    const { url } = (await playbackUrl(ada)).json() as { url: string };
    const forged = url.replace(/sig=./, (s) => (s.endsWith('A') ? 'sig=B' : 'sig=A'));
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    const later = url.replace(/exp=(\d+)/, (_, exp) => `exp=${Number(exp) + 3600}`);
    expect((await t.app.inject({ method: 'GET', url: later })).statusCode).toBe(403);
    clock = new Date(clock.getTime() + 16 * 60_000);
    const expired = await t.app.inject({ method: 'GET', url });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().code).toBe('FORBIDDEN');
  });

  it('gives another account no URL, and none for a video not uploaded', async () => {
    expect((await playbackUrl(bob)).statusCode).toBe(404);
    expect((await playbackUrl(ada, 'trailer')).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/films/${IdFilm}/video/film/url` })).statusCode,
    ).toBe(401);
  });
});
