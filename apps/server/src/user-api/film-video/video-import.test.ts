import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { filmVideo, filmVideoUpload } from '@shortlist/db/schema/film-videos';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobRunner } from '../../background-jobs.ts';
import { AppError } from '../../platform/errors.ts';
import { isPublicAddress } from '../../platform/net/public-address.ts';
import { DownloadError, safeDownload } from '../../platform/net/safe-download.ts';
import { createMediaTestApp, insertFilm, type MediaTestApp } from '../../test/media-test-app.ts';
import { makeTestVideo } from '../../test/video-fixtures.ts';
import { importFailureOf } from './video-import-job.ts';

/** Video imports from a link (issue 13): no request forgery, streamed into storage as a job. */
let m: MediaTestApp;
let IdFilm: number;
let server: Server;
let base: string;
let video: { bytes: Buffer; sha256: string };

beforeAll(async () => {
  m = await createMediaTestApp({ env: { VIDEO_IMPORT_ALLOW_PRIVATE: 'true' } });
  IdFilm = await insertFilm(m.t, m.ada.Id);
  video = await makeTestVideo(m.mediaDir.replace(/media$/, ''));
  server = createServer((request, response) => {
    if (request.url === '/redirect') {
      response.writeHead(302, { location: '/film.mp4' }).end();
    } else if (request.url === '/notes.mp4') {
      response.writeHead(200, { 'content-type': 'video/mp4' }).end('These are not the bytes of a video.');
    } else if (request.url === '/film.mp4') {
      response
        .writeHead(200, { 'content-type': 'video/mp4', 'content-length': video.bytes.length })
        .end(video.bytes);
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await m.close();
});

const importLink = (url: string, headers = m.ada.signed.headers) =>
  m.t.app.inject({
    method: 'POST',
    url: `/api/films/${IdFilm}/video/import`,
    headers,
    payload: { url, type: 'film' },
  });

describe('importing a video from a link', () => {
  it('tells public addresses from loopback, private, link-local and mapped ones', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '100.64.0.1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('refuses a link to 127.0.0.1 or another private address, and follows no redirect there', async () => {
    const strict = await createMediaTestApp();
    try {
      const film = await insertFilm(strict.t, strict.ada.Id);
      for (const url of [
        'http://127.0.0.1:8080/film.mp4',
        'http://localhost/film.mp4',
        'http://[::1]/a.mp4',
        'http://10.0.0.7/a.mp4',
      ]) {
        const answer = await strict.t.app.inject({
          method: 'POST',
          url: `/api/films/${film}/video/import`,
          headers: strict.ada.signed.headers,
          payload: { url, type: 'film' },
        });
        expect(answer.statusCode, url).toBe(400);
        expect(answer.json().code).toBe('VIDEO_LINK_REFUSED');
      }
      expect(await strict.t.database.db.select().from(filmVideoUpload)).toEqual([]);
    } finally {
      await strict.close();
    }
    // The downloader checks every hop itself, whatever the request said.
    await expect(
      safeDownload(`${base}/redirect`, join(m.mediaDir, 'x'), { maxBytes: 1e9 }),
    ).rejects.toBeInstanceOf(DownloadError);
  });

  it('streams a link into storage as a job, following a redirect, as the film video', async () => {
    const answer = await importLink(`${base}/redirect`);
    expect(answer.statusCode).toBe(202);
    const runner = createJobRunner({
      db: m.t.database.db,
      publicUrl: 'http://x',
      storage: m.t.app.ctx.storage,
      uploadsDir: m.t.config.uploadsDir,
      videoImportAllowPrivate: true,
    });
    expect(await runner.runDue()).toBe(1);
    const [row] = await m.t.database.db.select().from(filmVideo).where(eq(filmVideo.IdFilm, IdFilm));
    expect(row).toMatchObject({
      SourceUploadVideo: 'link',
      Poids: video.bytes.length,
      NbUpload: 1,
      FichierOriginal: 'redirect',
    });
    expect(await m.t.database.db.select().from(filmVideoUpload)).toEqual([]);
  });

  it('names each way an import can fail for the filmmaker', () => {
    expect(importFailureOf(new DownloadError('too-large', '1'))).toBe('TOO_LARGE');
    expect(importFailureOf(new DownloadError('private', 'x'))).toBe('REFUSED');
    expect(importFailureOf(new DownloadError('status', '404'))).toBe('UNREACHABLE');
    expect(importFailureOf(new DownloadError('redirects', 'x'))).toBe('UNREACHABLE');
    expect(importFailureOf(new AppError('FILE_TYPE_REFUSED'))).toBe('NOT_VIDEO');
    expect(importFailureOf(new Error('connect ECONNREFUSED'))).toBe('UNREACHABLE');
  });

  it('lets another account import nothing into the film', async () => {
    expect((await importLink(`${base}/film.mp4`, m.bob.signed.headers)).statusCode).toBe(404);
  });

  const runner = () =>
    createJobRunner({
      db: m.t.database.db,
      publicUrl: 'http://x',
      storage: m.t.app.ctx.storage,
      uploadsDir: m.t.config.uploadsDir,
      videoImportAllowPrivate: true,
    });
  const imports = (headers = m.ada.signed.headers, film = IdFilm) =>
    m.t.app.inject({ method: 'GET', url: `/api/films/${film}/video/imports`, headers });

  it('lists an import while it runs, keeps the reason of a failure until dismissed, and only for the owner', async () => {
    const missing = await importLink(`${base}/gone.mp4`);
    expect(missing.statusCode).toBe(202);
    const { uploadId } = missing.json() as { uploadId: string };
    const running = await imports();
    expect(running.statusCode).toBe(200);
    expect(running.json()).toEqual([
      expect.objectContaining({
        Id: uploadId,
        TypeVideo: 'film',
        Recu: 0,
        Erreur: null,
        FichierOriginal: 'gone.mp4',
      }),
    ]);
    // Running, it cannot be dismissed: its job still writes to it.
    const early = await m.t.app.inject({
      method: 'DELETE',
      url: `/api/films/${IdFilm}/video/imports/${uploadId}`,
      headers: m.ada.signed.headers,
    });
    expect(early.statusCode).toBe(409);

    // Also the technical check an earlier import queued.
    expect(await runner().runDue()).toBeGreaterThanOrEqual(1);
    expect((await imports()).json()).toEqual([
      expect.objectContaining({ Id: uploadId, Erreur: 'UNREACHABLE' }),
    ]);

    // Another account neither sees nor dismisses it.
    expect((await imports(m.bob.signed.headers)).statusCode).toBe(404);
    const foreign = await m.t.app.inject({
      method: 'DELETE',
      url: `/api/films/${IdFilm}/video/imports/${uploadId}`,
      headers: m.bob.signed.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await imports()).json()).toHaveLength(1);

    const dismissed = await m.t.app.inject({
      method: 'DELETE',
      url: `/api/films/${IdFilm}/video/imports/${uploadId}`,
      headers: m.ada.signed.headers,
    });
    expect(dismissed.statusCode).toBe(204);
    expect((await imports()).json()).toEqual([]);
  });

  it('says a link whose bytes are not a video failed as NOT_VIDEO, and a new import replaces that failure', async () => {
    await importLink(`${base}/notes.mp4`);
    // Also the technical check an earlier import queued.
    expect(await runner().runDue()).toBeGreaterThanOrEqual(1);
    expect((await imports()).json()).toEqual([expect.objectContaining({ Erreur: 'NOT_VIDEO', Recu: 35 })]);
    const [before] = await m.t.database.db.select().from(filmVideo).where(eq(filmVideo.IdFilm, IdFilm));
    // The film keeps the video it had.
    expect(before?.NbUpload).toBe(1);

    await importLink(`${base}/film.mp4`);
    expect((await imports()).json()).toEqual([
      expect.objectContaining({ Erreur: null, FichierOriginal: 'film.mp4' }),
    ]);
    // Also the technical check an earlier import queued.
    expect(await runner().runDue()).toBeGreaterThanOrEqual(1);
    expect((await imports()).json()).toEqual([]);
    const [after] = await m.t.database.db.select().from(filmVideo).where(eq(filmVideo.IdFilm, IdFilm));
    expect(after).toMatchObject({ NbUpload: 2, FichierOriginal: 'film.mp4', Poids: video.bytes.length });
  });
});
