import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@shortlist/db/client';
import { filmVideo, filmVideoUpload } from '@shortlist/db/schema/film-videos';
import { createTestDatabase } from '@shortlist/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFilm } from '../../test/media-test-app.ts';
import { insertAccount, type Signed, signInAs } from '../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeTestVideo, sha256, tusClient } from '../../test/video-fixtures.ts';
import { cleanVideoUploads } from './clean-video-uploads-job.ts';

/**
 * Resumable uploads against a real server (issue 13): the bytes go over HTTP in pieces, the
 * server is restarted in the middle, another account is refused, and the limits hold before
 * any byte is stored.
 */
let dataDir: string;
let database: Database;
let t: TestApp;
let base: string;
let ada: Signed;
let bob: Signed;
let adaId: number;
let adaFilm: number;
let video: { bytes: Buffer; sha256: string };

const METRICS_TOKEN = 'metrics-token-of-the-upload-tests-0123456789';

async function start(): Promise<void> {
  t = await createTestApp({ database, env: { DATA_DIR: dataDir, METRICS_TOKEN } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'shortlist-video-'));
  database = await createTestDatabase({ seed: 'dictionaries' });
  await start();
  adaId = await insertAccount(t, 'ada@example.com');
  await insertAccount(t, 'bob@example.com');
  ada = await signInAs(t.app, 'ada@example.com');
  bob = await signInAs(t.app, 'bob@example.com');
  adaFilm = await insertFilm(t, adaId);
  video = await makeTestVideo(dataDir);
});
afterAll(async () => {
  await t.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function videosOf(signed: Signed, IdFilm = adaFilm) {
  return fetch(`${base}/api/films/${IdFilm}/video`, { headers: signed.headers });
}

async function storedVideos(): Promise<string[]> {
  return readdir(join(dataDir, 'media', 'films', String(adaFilm), 'videos')).catch(() => []);
}

describe('a resumable video upload', () => {
  it('resumes after a server restart, without the session, and keeps the same file', async () => {
    const half = Math.floor(video.bytes.length / 2);
    const created = await tusClient(base, ada.headers).create(video.bytes.length, {
      filmId: adaFilm,
      type: 'film',
      filename: 'La Jetée.mp4',
      filetype: 'video/mp4',
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location') ?? '';
    expect(location).toMatch(/^\/api\/uploads\/[0-9a-f]{32}$/);

    const first = await tusClient(base, ada.headers).patch(location, 0, video.bytes.subarray(0, half));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(half));

    // The server stops and starts again in the middle of the upload.
    await t.app.close();
    await start();

    // The session has ended: the upload URL alone carries on (docs/decisions.md "Session lifetime").
    const anonymous = tusClient(base);
    const offset = await anonymous.head(location);
    expect(offset.status).toBe(200);
    expect(offset.headers.get('upload-offset')).toBe(String(half));
    const rest = await anonymous.patch(location, half, video.bytes.subarray(half));
    expect(rest.status).toBe(204);

    const answer = await videosOf(ada);
    expect(answer.status).toBe(200);
    const { videos } = (await answer.json()) as { videos: Record<string, unknown>[] };
    expect(videos).toHaveLength(1);
    expect(videos[0]).toMatchObject({
      TypeVideo: 'film',
      FichierOriginal: 'La Jetée.mp4',
      Poids: video.bytes.length,
      NbUpload: 1,
      isExpired: false,
      checkState: 'queued',
    });
    const [stored] = await storedVideos();
    expect(stored).toMatch(/^film-[0-9a-f]{24}\.mp4$/);
    const bytes = await readFile(join(dataDir, 'media', 'films', String(adaFilm), 'videos', stored ?? ''));
    expect(sha256(bytes)).toBe(video.sha256);
    // Nothing is left among the uploads in progress.
    expect(await database.db.select().from(filmVideoUpload)).toEqual([]);
  });

  it('replaces the previous file only once the new one is complete, and counts the uploads', async () => {
    const client = tusClient(base, ada.headers);
    const created = await client.create(video.bytes.length, {
      filmId: adaFilm,
      type: 'film',
      filename: 'v2.mp4',
    });
    const location = created.headers.get('location') ?? '';
    const before = await storedVideos();
    await client.patch(location, 0, video.bytes.subarray(0, 1000));
    // Half-way, the film still has its playable copy.
    expect(await storedVideos()).toEqual(before);
    await client.patch(location, 1000, video.bytes.subarray(1000));
    const after = await storedVideos();
    expect(after).toHaveLength(1);
    expect(after).not.toEqual(before);
    const { videos } = (await (await videosOf(ada)).json()) as { videos: Record<string, unknown>[] };
    expect(videos[0]).toMatchObject({ FichierOriginal: 'v2.mp4', NbUpload: 2 });
  });

  it('counts two uploads finishing at once as two, and keeps exactly one file', async () => {
    const client = tusClient(base, ada.headers);
    // The trailer has no row yet: the first two uploads of a type race too.
    const trailers = await Promise.all(
      ['t1.mp4', 't2.mp4'].map(async (filename) => {
        const created = await client.create(video.bytes.length, {
          filmId: adaFilm,
          type: 'trailer',
          filename,
        });
        return created.headers.get('location') ?? '';
      }),
    );
    await Promise.all(trailers.map((location) => client.patch(location, 0, video.bytes)));
    expect((await storedVideos()).filter((name) => name.startsWith('trailer-'))).toHaveLength(1);
    const before = (await (await videosOf(ada)).json()) as {
      videos: { NbUpload: number; TypeVideo: string }[];
    };
    const count = before.videos.find((v) => v.TypeVideo === 'film')?.NbUpload ?? 0;
    const locations = await Promise.all(
      ['a.mp4', 'b.mp4'].map(async (filename) => {
        const created = await client.create(video.bytes.length, { filmId: adaFilm, type: 'film', filename });
        return created.headers.get('location') ?? '';
      }),
    );
    const answers = await Promise.all(locations.map((location) => client.patch(location, 0, video.bytes)));
    expect(answers.map((a) => a.status)).toEqual([204, 204]);
    const after = (await (await videosOf(ada)).json()) as {
      videos: { NbUpload: number; TypeVideo: string }[];
    };
    expect(after.videos.find((v) => v.TypeVideo === 'film')?.NbUpload).toBe(count + 2);
    expect(after.videos.find((v) => v.TypeVideo === 'trailer')?.NbUpload).toBe(2);
    expect((await storedVideos()).filter((name) => name.startsWith('film-'))).toHaveLength(1);
  });

  it('lets another account neither upload to, resume, cancel nor list the film videos', async () => {
    const stranger = tusClient(base, bob.headers);
    const refused = await stranger.create(video.bytes.length, {
      filmId: adaFilm,
      type: 'film',
      filename: 'x.mp4',
    });
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { code: string }).code).toBe('NOT_FOUND');

    const created = await tusClient(base, ada.headers).create(video.bytes.length, {
      filmId: adaFilm,
      type: 'trailer',
      filename: 't.mp4',
    });
    const location = created.headers.get('location') ?? '';
    expect((await stranger.patch(location, 0, video.bytes)).status).toBe(404);
    expect((await stranger.head(location)).status).toBe(404);
    expect((await stranger.remove(location)).status).toBe(404);
    expect((await videosOf(bob)).status).toBe(404);
    // The owner cancels it: the upload and its bytes are gone.
    expect((await tusClient(base, ada.headers).remove(location)).status).toBe(204);
    expect((await tusClient(base, ada.headers).head(location)).status).toBe(404);
  });

  it('refuses a file over the limit before any byte is stored', async () => {
    const tooLarge = 4 * 1024 ** 3 + 1;
    const refused = await tusClient(base, ada.headers).create(tooLarge, {
      filmId: adaFilm,
      type: 'film',
      filename: 'big.mp4',
    });
    expect(refused.status).toBe(413);
    expect(await refused.json()).toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: expect.stringContaining('4096 MB'),
    });
    const trailer = await tusClient(base, ada.headers).create(501 * 1024 ** 2, {
      filmId: adaFilm,
      type: 'trailer',
      filename: 'trailer.mp4',
    });
    expect(trailer.status).toBe(413);
    expect(await database.db.select().from(filmVideoUpload)).toEqual([]);
    expect((await readdir(join(dataDir, 'uploads'))).filter((name) => !name.startsWith('.'))).toEqual([]);
  });

  it('refuses a text file named .mp4 on its first bytes', async () => {
    const text = Buffer.from('Not a video, only words.\n'.repeat(100));
    const client = tusClient(base, ada.headers);
    const created = await client.create(text.length, {
      filmId: adaFilm,
      type: 'trailer',
      filename: 'notes.mp4',
      filetype: 'video/mp4',
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location') ?? '';
    const refused = await client.patch(location, 0, text);
    expect(refused.status).toBe(415);
    expect(((await refused.json()) as { code: string }).code).toBe('FILE_TYPE_REFUSED');
    expect((await client.head(location)).status).toBe(404);
    const types = await tusClient(base, ada.headers).create(10, {
      filmId: adaFilm,
      type: 'film',
      filename: 'notes.txt',
      filetype: 'text/plain',
    });
    expect(types.status).toBe(415);
  });

  it('cleans uploads left unfinished for a day', async () => {
    const client = tusClient(base, ada.headers);
    const created = await client.create(video.bytes.length, {
      filmId: adaFilm,
      type: 'film',
      filename: 'late.mp4',
    });
    const location = created.headers.get('location') ?? '';
    await client.patch(location, 0, video.bytes.subarray(0, 2000));
    const uploadsDir = join(dataDir, 'uploads');
    const uploads = t.app.ctx.uploads;
    const soon = new Date(Date.now() + 23 * 3600 * 1000);
    expect(await cleanVideoUploads(database.db, { uploads, now: soon })).toBe(0);
    const later = new Date(Date.now() + 25 * 3600 * 1000);
    expect(await cleanVideoUploads(database.db, { uploads, now: later })).toBe(1);
    expect((await client.head(location)).status).toBe(404);
    expect((await readdir(uploadsDir)).filter((name) => !name.startsWith('.'))).toEqual([]);
  });

  it('keeps a file uploaded to a film with a running SuperStamp until the SuperStamp ends', async () => {
    // Paid before any file existed (issue 15): the later upload inherits the film's SuperStamp.
    const until = new Date(Date.now() + 300 * 86_400_000);
    const IdFilm = await insertFilm(t, adaId, { TitreOriginal: 'Later', DateExpirationSuperTimbre: until });
    const client = tusClient(base, ada.headers);
    const created = await client.create(video.bytes.length, {
      filmId: IdFilm,
      type: 'film',
      filename: 'l.mp4',
    });
    await client.patch(created.headers.get('location') ?? '', 0, video.bytes);
    const [row] = await database.db.select().from(filmVideo).where(eq(filmVideo.IdFilm, IdFilm));
    expect(row?.DateProlongation).toEqual(until);
  });

  it('counts the bytes it accepts on /metrics (issue 35)', async () => {
    const uploadBytes = async () => {
      const text = await (
        await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
      ).text();
      const line = text.split('\n').find((one) => one.startsWith('shortlist_upload_bytes_total '));
      return Number(line?.split(' ')[1] ?? Number.NaN);
    };
    const before = await uploadBytes();
    const IdFilm = await insertFilm(t, adaId, { TitreOriginal: 'Counted' });
    const client = tusClient(base, ada.headers);
    const created = await client.create(video.bytes.length, {
      filmId: IdFilm,
      type: 'film',
      filename: 'c.mp4',
    });
    const location = created.headers.get('location') ?? '';
    const half = Math.floor(video.bytes.length / 2);
    expect((await client.patch(location, 0, video.bytes.subarray(0, half))).status).toBe(204);
    // A chunk tus refuses (a wrong offset) adds nothing.
    expect((await client.patch(location, 1, video.bytes.subarray(half))).status).toBe(409);
    expect((await client.patch(location, half, video.bytes.subarray(half))).status).toBe(204);
    expect(await uploadBytes()).toBe(before + video.bytes.length);
  });
});

describe('what tus refuses or fails on answers in the platform shape (issue 29)', () => {
  const NO_SQL = /insert into|Failed query|params:|film_video_upload/i;

  it('refuses a file name with a control character or a bidirectional override: 400, nothing stored', async () => {
    for (const filename of ['La\u0000Jetee.mp4', 'La Jetée\n.mp4', 'film\u202e4pm.exe', 'a\u2028b.mp4']) {
      const refused = await tusClient(base, ada.headers).create(video.bytes.length, {
        filmId: adaFilm,
        type: 'film',
        filename,
        filetype: 'video/mp4',
      });
      expect(refused.status, JSON.stringify(filename)).toBe(400);
      expect(refused.headers.get('content-type')).toContain('application/json');
      const body = await refused.text();
      expect(body).not.toMatch(NO_SQL);
      expect(JSON.parse(body)).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: expect.any(String),
        fields: [{ path: 'filename', code: 'INVALID' }],
      });
    }
    const filetype = await tusClient(base, ada.headers).create(10, {
      filmId: adaFilm,
      type: 'film',
      filename: 'ok.mp4',
      filetype: 'video/mp4\u0000',
    });
    expect(filetype.status).toBe(400);
    expect(await database.db.select().from(filmVideoUpload)).toEqual([]);
    expect((await readdir(join(dataDir, 'uploads'))).filter((name) => !name.startsWith('.'))).toEqual([]);
  });

  it("answers tus's own refusals (a wrong offset, no Tus-Resumable) with its status in our shape", async () => {
    const client = tusClient(base, ada.headers);
    const created = await client.create(video.bytes.length, {
      filmId: adaFilm,
      type: 'film',
      filename: 'o.mp4',
    });
    const location = created.headers.get('location') ?? '';
    await client.patch(location, 0, video.bytes.subarray(0, 1000));
    const wrongOffset = await client.patch(location, 10, video.bytes.subarray(10, 20));
    expect(wrongOffset.status).toBe(409);
    expect(wrongOffset.headers.get('tus-resumable')).toBe('1.0.0');
    expect(await wrongOffset.json()).toEqual({ code: 'CONFLICT', message: expect.any(String) });
    const noVersion = await fetch(`${base}${location}`, { method: 'HEAD', headers: ada.headers });
    expect(noVersion.status).toBe(412);
    const unversioned = await fetch(`${base}${location}`, { method: 'DELETE', headers: ada.headers });
    expect(unversioned.status).toBe(412);
    expect(await unversioned.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ path: '', code: 'TUS_PROTOCOL', message: 'Tus-Resumable Required' }],
    });
    expect((await client.remove(location)).status).toBe(204);
  });

  it('logs a failure inside a tus hook with the request id and answers a 500 without SQL', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({
      database,
      env: { DATA_DIR: dataDir, LOG_LEVEL: 'error' },
      logStream: { write: (line) => lines.push(line) },
    });
    const url = await logged.app.listen({ port: 0, host: '127.0.0.1' });
    // The table the creation hook writes to is gone: its INSERT fails.
    await database.db.execute(sql`alter table "film_video_upload" rename to "film_video_upload_away"`);
    try {
      const failed = await tusClient(url, ada.headers).create(video.bytes.length, {
        filmId: adaFilm,
        type: 'film',
        filename: 'f.mp4',
      });
      expect(failed.status).toBe(500);
      const body = await failed.text();
      expect(body).not.toMatch(NO_SQL);
      expect(JSON.parse(body)).toEqual({ code: 'INTERNAL', message: expect.any(String) });
      const requestId = failed.headers.get('x-request-id');
      const entry = lines.map((line) => JSON.parse(line)).find((line) => line.reqId === requestId);
      expect(entry).toMatchObject({ level: 50, msg: 'request failed', err: { type: 'DrizzleQueryError' } });
    } finally {
      await database.db.execute(sql`alter table "film_video_upload_away" rename to "film_video_upload"`);
      await logged.close();
    }
  });
});
