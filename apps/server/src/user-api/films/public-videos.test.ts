import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { filmVideo, filmVideoSousTitre } from '@shortlist/db/schema/film-videos';
import { film } from '@shortlist/db/schema/films';
import type { PublicFilm } from '@shortlist/domain/films/api-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../platform/storage/local-storage.ts';
import { insertFilm, testImage } from '../../test/media-test-app.ts';
import { insertAccount } from '../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * The public page plays what the film's sharing publishes (spec §4, issue 32): the trailer with
 * limited sharing, the film video too with a SuperStamp; a visitor never reaches the film video
 * (its URL, its poster frame, its bytes) of a film without one.
 */
let dir: string;
let t: TestApp;
const clock = new Date('2030-01-01T10:00:00Z');
const trailerBytes = Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 249));
const filmBytes = Buffer.from(Array.from({ length: 4000 }, (_, i) => i % 241));

/** A public film with a trailer and a film video, each with a poster frame; the trailer has subtitles. */
async function filmWithVideos(options: { superStamp: boolean; Publication?: number }) {
  const IdCompte = await insertAccount(t, `owner-${Math.random()}@example.com`);
  const IdFilm = await insertFilm(t, IdCompte, {
    Publication: options.Publication ?? 1,
    DateExpirationSuperTimbre: options.superStamp ? new Date('2031-01-01T00:00:00Z') : null,
    ...(options.Publication === 2 ? { MotDePasse: 'not-a-real-hash' } : {}),
  });
  const storage = createLocalStorage(t.config.mediaDir);
  const poster = await testImage('jpeg', { width: 64, height: 36 });
  for (const [type, bytes] of [
    ['trailer', trailerBytes],
    ['film', filmBytes],
  ] as const) {
    const key = `films/${IdFilm}/videos/${type}.mp4`;
    await storage.put(key, bytes);
    await storage.put(`${key}.jpg`, poster);
    const [row] = await t.database.db
      .insert(filmVideo)
      .values({
        IdFilm,
        TypeVideo: type,
        Fichier: key,
        Affiche: `${key}.jpg`,
        Mime: 'video/mp4',
        Poids: bytes.length,
        NbUpload: 1,
        Verification: { facts: { width: 1280, height: 720 }, warnings: [] },
      })
      .returning({ Id: filmVideo.Id });
    if (type === 'trailer' && row) {
      await storage.put(`${key}.en.vtt`, Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n'));
      await t.database.db
        .insert(filmVideoSousTitre)
        .values({ IdVideo: row.Id, IdLangue: 6, Fichier: `${key}.en.vtt`, FichierOriginal: 'en.srt' });
    }
  }
  return IdFilm;
}

const get = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'shortlist-public-video-'));
  t = await createTestApp({ env: { DATA_DIR: dir, MEDIA_URL_MINUTES: '15' }, now: () => clock });
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('public videos, limited sharing', () => {
  it('lists and plays the trailer with its subtitles and poster frame, to a visitor without a session', async () => {
    const IdFilm = await filmWithVideos({ superStamp: false });
    const page = (await get(`/api/public/films/${IdFilm}`)).json() as PublicFilm;
    expect(page.videos).toEqual([
      {
        type: 'trailer',
        poster: `/api/public/films/${IdFilm}/video/trailer/poster`,
        width: 1280,
        height: 720,
      },
    ]);
    const answer = await get(`/api/public/films/${IdFilm}/video/trailer/url`);
    expect(answer.statusCode, answer.body).toBe(200);
    const { url, tracks } = answer.json() as { url: string; tracks: { IdLangue: number; url: string }[] };
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toEqual(trailerBytes.subarray(10, 20));
    expect(tracks.map((track) => track.IdLangue)).toEqual([6]);
    expect((await get(tracks[0]?.url ?? '')).body).toContain('Hello');
    const poster = await get(`/api/public/films/${IdFilm}/video/trailer/poster`);
    expect([poster.statusCode, poster.headers['content-type']]).toEqual([200, 'image/jpeg']);
  });

  it('never exposes the film video: no listing, no signed URL, no poster frame', async () => {
    const IdFilm = await filmWithVideos({ superStamp: false });
    const page = (await get(`/api/public/films/${IdFilm}`)).json() as PublicFilm;
    expect(page.videos.map((video) => video.type)).toEqual(['trailer']);
    expect(JSON.stringify(page)).not.toContain('/video/film');
    for (const path of ['url', 'poster']) {
      const answer = await get(`/api/public/films/${IdFilm}/video/film/${path}`);
      expect([answer.statusCode, answer.json().code]).toEqual([404, 'NOT_FOUND']);
    }
  });

  it('plays nothing of a private film, and nothing of a protected one before it is unlocked', async () => {
    const hidden = await filmWithVideos({ superStamp: true, Publication: 0 });
    expect((await get(`/api/public/films/${hidden}/video/trailer/url`)).statusCode).toBe(404);
    expect((await get(`/api/public/films/${hidden}/video/trailer/poster`)).statusCode).toBe(404);
    const locked = await filmWithVideos({ superStamp: true, Publication: 2 });
    const answer = await get(`/api/public/films/${locked}/video/trailer/url`);
    expect([answer.statusCode, answer.json().code]).toEqual([403, 'FILM_PASSWORD_REQUIRED']);
  });
});

describe('public videos, full sharing', () => {
  it('plays the film video too, and stops when the SuperStamp ends', async () => {
    const IdFilm = await filmWithVideos({ superStamp: true });
    const page = (await get(`/api/public/films/${IdFilm}`)).json() as PublicFilm;
    expect(page.videos.map((video) => video.type)).toEqual(['trailer', 'film']);
    const answer = await get(`/api/public/films/${IdFilm}/video/film/url`);
    expect(answer.statusCode, answer.body).toBe(200);
    const whole = await get((answer.json() as { url: string }).url);
    expect(whole.rawPayload).toEqual(filmBytes);

    await t.database.db
      .update(film)
      .set({ DateExpirationSuperTimbre: new Date('2029-12-31T00:00:00Z') })
      .where(eq(film.Id, IdFilm));
    expect((await get(`/api/public/films/${IdFilm}/video/film/url`)).statusCode).toBe(404);
    const after = (await get(`/api/public/films/${IdFilm}`)).json() as PublicFilm;
    expect(after.videos.map((video) => video.type)).toEqual(['trailer']);
  });

  it('answers 404 for a film without a trailer file', async () => {
    const IdCompte = await insertAccount(t, 'bare@example.com');
    const IdFilm = await insertFilm(t, IdCompte, { Publication: 1 });
    expect((await get(`/api/public/films/${IdFilm}/video/trailer/url`)).statusCode).toBe(404);
    expect((await get(`/api/public/films/${IdFilm}`)).json().videos).toEqual([]);
  });
});
