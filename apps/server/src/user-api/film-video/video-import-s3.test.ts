import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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
import { DownloadError, openSafeDownload } from '../../platform/net/safe-download.ts';
import { createS3Storage, type S3MediaStorage } from '../../platform/storage/s3-storage.ts';
import { createS3UploadStore } from '../../platform/uploads/s3-upload-store.ts';
import { insertFilm } from '../../test/media-test-app.ts';
import { type S3TestServer, startS3TestServer } from '../../test/s3-test-server.ts';
import { insertAccount, type Signed, signInAs } from '../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeTestVideo, sha256 } from '../../test/video-fixtures.ts';

/**
 * Link imports with MEDIA_STORAGE=s3 (issue 13): the bytes go from the link straight into the
 * bucket in parts (16 KiB here, so a small video takes several), never through a local file;
 * a link cut in the middle, a body over the limit or bytes that are not a video leave no object
 * and no unfinished multipart upload, and the film keeps the video it had.
 */
const PART = 16 * 1024;
const MIB = 1024 * 1024;

let s3: S3TestServer;
let bucket: S3MediaStorage;
let dataDir: string;
let database: Database;
let t: TestApp;
let ada: Signed;
let IdFilm: number;
let video: { bytes: Buffer; sha256: string };
let server: Server;
let base: string;
/** What the link server saw just before it cut `/cut.mp4`. */
let atCut: { unfinished: string[]; localFiles: string[]; Recu: number } | undefined;

const sleep = (ms: number) => new Promise((settle) => setTimeout(settle, ms));

beforeAll(async () => {
  s3 = await startS3TestServer();
  bucket = createS3Storage(s3.settings);
  dataDir = await mkdtemp(join(tmpdir(), 'shortlist-import-s3-'));
  database = await createTestDatabase({ seed: 'dictionaries' });
  t = await createTestApp({
    database,
    env: { DATA_DIR: dataDir, VIDEO_IMPORT_ALLOW_PRIVATE: 'true', ...s3.env },
  });
  const adaId = await insertAccount(t, 'ada@example.com');
  ada = await signInAs(t.app, 'ada@example.com');
  IdFilm = await insertFilm(t, adaId);
  video = await makeTestVideo(dataDir);
  await rm(join(dataDir, 'pattern.mp4'));
  server = createServer(async (request, response) => {
    if (request.url === '/film.mp4') {
      response.writeHead(200, { 'content-type': 'video/mp4' }).end(video.bytes);
    } else if (request.url === '/notes.mp4') {
      response.writeHead(200, { 'content-type': 'video/mp4' }).end('These are not the bytes of a video.');
    } else if (request.url === '/endless.mp4') {
      // No announced length: only counting stops it.
      response.writeHead(200, { 'content-type': 'video/mp4' });
      for (let i = 0; i < 64 && !response.destroyed; i++) response.write(Buffer.alloc(PART, 1));
      response.end();
    } else if (request.url === '/cut.mp4') {
      // Announces 10 MiB, sends the video then padding up to 3 MiB, waits until parts are in
      // the bucket, then cuts the connection.
      response.writeHead(200, { 'content-type': 'video/mp4', 'content-length': 10 * MIB });
      response.write(video.bytes);
      response.write(Buffer.alloc(3 * MIB - video.bytes.length, 7));
      for (let i = 0; i < 100; i++) {
        const [row] = await database.db.select().from(filmVideoUpload);
        const unfinished = await s3.unfinishedMultipartUploads();
        if (unfinished.length > 0 && (row?.Recu ?? 0) >= MIB) {
          const localFiles = await readdir(join(dataDir, 'uploads')).catch(() => []);
          atCut = { unfinished, localFiles, Recu: row?.Recu ?? 0 };
          break;
        }
        await sleep(50);
      }
      response.socket?.destroy();
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await t.close();
  await database.close();
  await s3.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function bucketKeys(): Promise<string[]> {
  const page = await bucket.client.send(new ListObjectsV2Command({ Bucket: 'media' }));
  return (page.Contents ?? []).map((item) => item.Key ?? '');
}

/** Objects outside the films' folders: an import's bytes (`<32 hex>`) while it runs. */
const importObjects = async () => (await bucketKeys()).filter((key) => !key.startsWith('films/'));

const runner = () =>
  createJobRunner({
    db: database.db,
    publicUrl: 'http://x',
    storage: t.app.ctx.storage,
    uploads: createS3UploadStore(s3.settings, { partBytes: PART }),
    videoImportAllowPrivate: true,
  });

async function importLink(url: string): Promise<string> {
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/films/${IdFilm}/video/import`,
    headers: ada.headers,
    payload: { url, type: 'film' },
  });
  expect(answer.statusCode).toBe(202);
  return (answer.json() as { uploadId: string }).uploadId;
}

const filmRow = async () =>
  (await database.db.select().from(filmVideo).where(eq(filmVideo.IdFilm, IdFilm)))[0];

describe('a link import with MEDIA_STORAGE=s3', () => {
  it('streams the link into the bucket in parts, with no local file, as the film video', async () => {
    expect(video.bytes.length).toBeGreaterThan(2 * PART);
    await importLink(`${base}/film.mp4`);
    expect(await runner().runDue()).toBe(1);
    const row = await filmRow();
    expect(row).toMatchObject({ SourceUploadVideo: 'link', Poids: video.bytes.length, NbUpload: 1 });
    const stored = await bucket.get(row?.Fichier ?? '');
    expect(stored && sha256(await buffer(stored.open()))).toBe(video.sha256);
    // Only the film's video is in the bucket: the import's object was moved, its parts completed.
    expect(await bucketKeys()).toEqual([row?.Fichier]);
    expect(await s3.unfinishedMultipartUploads()).toEqual([]);
    expect(await readdir(join(dataDir, 'uploads')).catch(() => [])).toEqual([]);
    expect(await readdir(dataDir)).not.toContain('media');
    expect(await database.db.select().from(filmVideoUpload)).toEqual([]);
  });

  it('aborts the multipart upload of a link cut in the middle, keeping the film video and the progress', async () => {
    const before = await filmRow();
    const uploadId = await importLink(`${base}/cut.mp4`);
    // Also the technical check the first import queued.
    expect(await runner().runDue()).toBeGreaterThanOrEqual(1);
    // The cut came while parts were in the bucket, and nothing was written on the local disk.
    expect(atCut?.unfinished).toHaveLength(1);
    expect(atCut?.localFiles).toEqual([]);
    const [failed] = await database.db.select().from(filmVideoUpload).where(eq(filmVideoUpload.Id, uploadId));
    expect(failed).toMatchObject({ Erreur: 'UNREACHABLE', Taille: 10 * MIB });
    // Progress was reported while the bytes were streaming.
    expect(failed?.Recu).toBeGreaterThanOrEqual(MIB);
    expect(await s3.unfinishedMultipartUploads()).toEqual([]);
    expect(await importObjects()).toEqual([]);
    expect(await filmRow()).toMatchObject({ Fichier: before?.Fichier, NbUpload: 1 });
    expect(await bucket.get(before?.Fichier ?? '')).toMatchObject({ size: video.bytes.length });
  });

  it('removes the object of bytes that are not a video', async () => {
    const before = await filmRow();
    const uploadId = await importLink(`${base}/notes.mp4`);
    await runner().runDue();
    const [failed] = await database.db.select().from(filmVideoUpload).where(eq(filmVideoUpload.Id, uploadId));
    expect(failed?.Erreur).toBe('NOT_VIDEO');
    expect(await importObjects()).toEqual([]);
    expect(await filmRow()).toMatchObject({ Fichier: before?.Fichier, NbUpload: 1 });
    expect(await s3.unfinishedMultipartUploads()).toEqual([]);
  });

  it('stops a body without announced length at the limit, leaving no object nor multipart upload', async () => {
    const download = await openSafeDownload(`${base}/endless.mp4`, {
      maxBytes: 10 * PART + 1,
      allowPrivate: true,
    });
    const stream = createS3Storage(s3.settings, { partBytes: PART });
    const written = stream.putStream('films/0/too-large.mp4', download.body, { maxBytes: 10 * PART });
    await expect(written).rejects.toBeInstanceOf(DownloadError);
    await expect(written).rejects.toMatchObject({ reason: 'too-large' });
    // Stopped at the limit, give or take the chunk in flight (Node 22 reads 64 KiB at a time).
    expect(download.bytes()).toBeLessThanOrEqual(10 * PART + 1 + 64 * 1024);
    expect(await bucket.get('films/0/too-large.mp4')).toBeUndefined();
    expect(await s3.unfinishedMultipartUploads()).toEqual([]);
  });
});
