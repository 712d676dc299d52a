import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { Database } from '@shortlist/db/client';
import { filmVideo, filmVideoUpload } from '@shortlist/db/schema/film-videos';
import { createTestDatabase } from '@shortlist/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobRunner } from '../../background-jobs.ts';
import { createS3Storage, type S3MediaStorage } from '../../platform/storage/s3-storage.ts';
import { insertFilm } from '../../test/media-test-app.ts';
import { type S3TestServer, startS3TestServer } from '../../test/s3-test-server.ts';
import { insertAccount, type Signed, signInAs } from '../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeTestVideo, sha256, tusClient } from '../../test/video-fixtures.ts';
import { cleanVideoUploads } from './clean-video-uploads-job.ts';

/**
 * MEDIA_STORAGE=s3 against a real S3-protocol server (s3rver): a tus upload lives in the
 * bucket while in progress, survives a dropped request and a server restart, lands under its
 * film's key, plays by byte ranges through its signed URL, and an unfinished one is cleaned.
 */
let s3: S3TestServer;
let bucket: S3MediaStorage;
let dataDir: string;
let database: Database;
let t: TestApp;
let base: string;
let ada: Signed;
let adaFilm: number;
let video: { bytes: Buffer; sha256: string };

async function start(): Promise<void> {
  t = await createTestApp({ database, env: { DATA_DIR: dataDir, ...s3.env } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
}

beforeAll(async () => {
  s3 = await startS3TestServer();
  bucket = createS3Storage(s3.settings);
  dataDir = await mkdtemp(join(tmpdir(), 'shortlist-video-s3-'));
  database = await createTestDatabase({ seed: 'dictionaries' });
  await start();
  const adaId = await insertAccount(t, 'ada@example.com');
  ada = await signInAs(t.app, 'ada@example.com');
  adaFilm = await insertFilm(t, adaId);
  video = await makeTestVideo(dataDir);
});
afterAll(async () => {
  await t.close();
  await database.close();
  await s3.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function bucketKeys(): Promise<string[]> {
  const page = await bucket.client.send(new ListObjectsV2Command({ Bucket: 'media' }));
  return (page.Contents ?? []).map((item) => item.Key ?? '');
}

/** Sends the first `sent` bytes of a PATCH announcing more, then cuts the connection. */
async function droppedPatch(location: string, offset: number, bytes: Buffer, sent: number): Promise<void> {
  const { port } = new URL(base);
  await new Promise<void>((resolve) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'PATCH',
      path: location,
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(bytes.length),
      },
    });
    req.on('error', () => resolve());
    req.on('response', () => resolve());
    req.write(bytes.subarray(0, sent), () => {
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 200);
    });
  });
  // The server notices the cut and keeps what it could.
  await new Promise((settle) => setTimeout(settle, 300));
}

describe('a video upload with MEDIA_STORAGE=s3', () => {
  it('resumes after a dropped request and a server restart, lands in the bucket, and plays a byte range', async () => {
    const client = tusClient(base, ada.headers);
    const created = await client.create(video.bytes.length, {
      filmId: adaFilm,
      type: 'film',
      filename: 'La Jetée.mp4',
      filetype: 'video/mp4',
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location') ?? '';
    const id = location.split('/').at(-1) ?? '';

    const first = await client.patch(location, 0, video.bytes.subarray(0, 1000));
    expect(first.headers.get('upload-offset')).toBe('1000');
    // In progress, the upload's state is in the bucket, not on this machine's disk.
    expect(await bucketKeys()).toContain(`${id}.info`);
    expect(await readdir(join(dataDir, 'uploads')).catch(() => [])).toEqual([]);

    // The connection drops in the middle of the next request.
    await droppedPatch(location, 1000, video.bytes.subarray(1000), 20_000);
    // S3 keeps whole parts: the bytes of a cut request beyond the last complete part (8 MiB) are
    // dropped, and the server says so. The client goes on from the offset it is told.
    const afterDrop = Number((await client.head(location)).headers.get('upload-offset'));
    expect(afterDrop).toBeLessThanOrEqual(21_000);
    const more = await client.patch(location, afterDrop, video.bytes.subarray(afterDrop, afterDrop + 3000));
    expect(more.status).toBe(204);
    const beforeRestart = afterDrop + 3000;

    // The server stops and starts again: the state is read back from the bucket.
    await t.app.close();
    await start();
    const anonymous = tusClient(base);
    const offset = await anonymous.head(location);
    expect(offset.status).toBe(200);
    expect(Number(offset.headers.get('upload-offset'))).toBe(beforeRestart);
    const rest = await anonymous.patch(location, beforeRestart, video.bytes.subarray(beforeRestart));
    expect(rest.status).toBe(204);

    const [row] = await database.db.select().from(filmVideo).where(eq(filmVideo.IdFilm, adaFilm));
    expect(row).toMatchObject({ FichierOriginal: 'La Jetée.mp4', Poids: video.bytes.length, NbUpload: 1 });
    const stored = await bucket.get(row?.Fichier ?? '');
    expect(stored && sha256(await buffer(stored.open()))).toBe(video.sha256);
    // Nothing of the upload is left: no tus object, state or tail, and no upload row.
    expect(await bucketKeys()).toEqual([row?.Fichier]);
    expect(await database.db.select().from(filmVideoUpload)).toEqual([]);
    expect(await readdir(join(dataDir, 'media')).catch(() => [])).toEqual([]);

    // Playback: the signed URL serves ranges read from the bucket.
    const answer = await fetch(`${base}/api/films/${adaFilm}/video/film/url`, { headers: ada.headers });
    const { url } = (await answer.json()) as { url: string };
    const part = await fetch(`${base}${url}`, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${video.bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(video.bytes.subarray(100, 200))).toBe(true);

    // Subtitles are written to the bucket and read back as the player's track.
    const srt = '1\n00:00:01,000 --> 00:00:02,000\nHello.\n';
    const subtitles = await fetch(
      `${base}/api/films/${adaFilm}/video/film/subtitles/6?FichierOriginal=en.srt`,
      {
        method: 'PUT',
        headers: { ...ada.headers, 'content-type': 'application/octet-stream' },
        body: srt,
      },
    );
    expect(subtitles.status).toBe(200);
    expect((await bucketKeys()).some((key) => key.endsWith('.vtt'))).toBe(true);
    const withTrack = await fetch(`${base}/api/films/${adaFilm}/video/film/url`, { headers: ada.headers });
    const [track] = ((await withTrack.json()) as { tracks: { url: string }[] }).tracks;
    expect(await (await fetch(`${base}${track?.url}`)).text()).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHello.\n',
    );

    // The technical check reads the file from the bucket and stores its poster frame there.
    const runner = createJobRunner({ db: database.db, publicUrl: base, storage: t.app.ctx.storage });
    await runner.runDue();
    const [checked] = await database.db.select().from(filmVideo).where(eq(filmVideo.IdFilm, adaFilm));
    expect(checked?.EtatVerification).toBe('done');
    expect(checked?.Verification?.facts).toMatchObject({ width: 320, height: 240 });
    expect(checked?.Affiche).toMatch(/^films\/\d+\/videos\/poster-/);
    expect((await bucket.get(checked?.Affiche ?? ''))?.size).toBeGreaterThan(0);
  });

  it('removes an upload left unfinished for a day from the bucket', async () => {
    const client = tusClient(base, ada.headers);
    const created = await client.create(video.bytes.length, {
      filmId: adaFilm,
      type: 'trailer',
      filename: 'late.mp4',
    });
    const location = created.headers.get('location') ?? '';
    const id = location.split('/').at(-1) ?? '';
    await client.patch(location, 0, video.bytes.subarray(0, 2000));
    expect((await bucketKeys()).filter((key) => key.startsWith(id))).not.toEqual([]);
    const later = new Date(Date.now() + 25 * 3600 * 1000);
    expect(await cleanVideoUploads(database.db, { uploads: t.app.ctx.uploads, now: later })).toBe(1);
    expect((await client.head(location)).status).toBe(404);
    expect((await bucketKeys()).filter((key) => key.startsWith(id))).toEqual([]);
  });
});
