import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { filmVideoUpload } from '@shortlist/db/schema/film-videos';
import { job } from '@shortlist/db/schema/platform';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobRunner } from '../../background-jobs.ts';
import { startMailSender } from '../../platform/mail/sender.ts';
import { openSafeDownload } from '../../platform/net/safe-download.ts';
import { type ConcurrencyTestApp, createConcurrencyTestApp } from '../../test/concurrency-test-app.ts';
import { insertFilm } from '../../test/media-test-app.ts';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture.ts';
import { until } from '../../test/until.ts';
import { VIDEO_IMPORT_JOB } from './video-import-job.ts';

/**
 * Issue 29 item 3: a link that drips cannot block background work. The download is cut below a
 * minimum rate, past its deadline, when its headers do not come, or when its body does not match
 * its announced length; imports run in the runner's slow lane, so emails never wait behind one;
 * an account runs at most two at once.
 */
let m: ConcurrencyTestApp;
let IdFilm: number;
let server: Server;
let link: string;
let smtp: SmtpCapture;

beforeAll(async () => {
  m = await createConcurrencyTestApp({ env: { VIDEO_IMPORT_ALLOW_PRIVATE: 'true' } });
  IdFilm = await insertFilm(m.t, m.ada.Id);
  smtp = await startSmtpCapture();
  const drip = (response: ServerResponse) => {
    response.writeHead(200, { 'content-type': 'video/mp4', 'content-length': 1_000_000 });
    // One byte every 100 ms: the socket is never idle, and the file would take 28 hours.
    const timer = setInterval(() => response.write('x'), 100);
    response.on('close', () => clearInterval(timer));
  };
  server = createServer((request, response) => {
    if (request.url?.startsWith('/drip')) drip(response);
    else if (request.url === '/short.mp4') {
      response.writeHead(200, { 'content-type': 'video/mp4', 'content-length': 1000 });
      response.write(Buffer.alloc(10));
      setTimeout(() => response.socket?.destroy(), 50);
    } else if (request.url === '/silent.mp4') {
      // Accepts the request and never answers.
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  link = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await smtp.close();
  await m.close();
});

/** Reads a download to its end, as the upload store does. */
async function readAll(url: string, limits: Parameters<typeof openSafeDownload>[1]['limits']) {
  const download = await openSafeDownload(url, { maxBytes: 1e9, allowPrivate: true, limits });
  for await (const _chunk of download.body) {
    // Read and drop.
  }
}

describe('a slow or lying link', () => {
  it('is cut below the minimum rate, at the deadline, without headers, or shorter than announced', async () => {
    const started = Date.now();
    await expect(readAll(`${link}/drip.mp4`, { windowMs: 500 })).rejects.toMatchObject({
      name: 'DownloadError',
      reason: 'too-slow',
    });
    expect(Date.now() - started).toBeLessThan(3000);
    await expect(readAll(`${link}/drip.mp4`, { windowMs: 60_000, deadlineMs: 600 })).rejects.toMatchObject({
      reason: 'too-slow',
      message: 'deadline',
    });
    await expect(readAll(`${link}/silent.mp4`, { headersTimeoutMs: 300 })).rejects.toMatchObject({
      reason: 'too-slow',
      message: 'headers',
    });
    // Cut before its announced length: never taken for a whole file.
    await expect(readAll(`${link}/short.mp4`, {})).rejects.toBeInstanceOf(Error);
    await expect(readAll(`${link}/short.mp4`, {})).rejects.not.toMatchObject({ reason: 'too-slow' });
  });
});

describe('importing from a link that drips', () => {
  it('aborts the import as TOO_SLOW, and a password reset asked meanwhile is sent before the cut', async () => {
    const jobs = {
      db: m.t.database.db,
      publicUrl: m.t.config.publicUrl,
      storage: m.t.app.ctx.storage,
      uploads: m.t.app.ctx.uploads,
      videoImportAllowPrivate: true,
      // The production window is a minute; the test's drip is cut after 10 s: long enough that a
      // mail sender not held behind the import sends the reset first even on a loaded machine (a
      // 4-second bound on the email failed CI once, 2026-12-05), short enough for the suite.
      videoImportLimits: { windowMs: 10_000 },
    };
    const loops = [
      createJobRunner(jobs).start({ intervalMs: 100, onError: (error) => console.error(error) }),
      startMailSender({
        db: m.t.database.db,
        smtpUrl: smtp.url,
        from: 'Shortlist <no-reply@shortlist.test>',
        intervalMs: 100,
        // The database stamps the outbox in microseconds: a clock a second ahead is past it.
        now: () => new Date(Date.now() + 1000),
        onError: (error) => console.error(error),
      }),
    ];
    try {
      const answer = await fetch(`${m.base}/api/films/${IdFilm}/video/import`, {
        method: 'POST',
        headers: { ...m.ada.signed.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ url: `${link}/drip.mp4`, type: 'film' }),
      });
      expect(answer.status).toBe(202);
      const { uploadId } = (await answer.json()) as { uploadId: string };
      const importRow = async () =>
        (await m.t.database.db.select().from(filmVideoUpload).where(eq(filmVideoUpload.Id, uploadId)))[0];
      // The import is running: its download has started (the announced length is written).
      await until(async () => (await importRow())?.Taille === 1_000_000, { what: 'the import to start' });

      const reset = await fetch(`${m.base}/api/auth/password-request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Login: 'ada@example.com' }),
      });
      expect(reset.status).toBe(200);
      await until(() => smtp.received.some((email) => email.to.includes('ada@example.com')), {
        timeoutMs: 9000,
        what: 'the password reset email',
      });
      // Sent while the import still ran: it did not wait for the drip to be cut (a mail sender
      // queued behind the import would send only after the cut, and fail here).
      expect(await importRow()).toMatchObject({ Erreur: null });

      await until(async () => (await importRow())?.Erreur === 'TOO_SLOW', {
        timeoutMs: 20_000,
        what: 'the drip to be cut',
      });
      // The job is marked done just after it writes the import's error, in its own step.
      const importJob = async () =>
        (await m.t.database.db.select().from(job).where(eq(job.Kind, VIDEO_IMPORT_JOB)))[0];
      await until(async () => (await importJob())?.Status === 'done', { what: 'the import job to end' });
      // The filmmaker is told why, in the imports list.
      const listed = await m.t.app.inject({
        method: 'GET',
        url: `/api/films/${IdFilm}/video/imports`,
        headers: m.ada.signed.headers,
      });
      expect(listed.json()).toEqual([expect.objectContaining({ Id: uploadId, Erreur: 'TOO_SLOW' })]);
    } finally {
      await Promise.all(loops.map((loop) => loop.stop()));
    }
  }, 60_000);
});

describe('the imports of one account', () => {
  const post = (url: string, film = IdFilm) =>
    fetch(`${m.base}/api/films/${film}/video/import`, {
      method: 'POST',
      headers: { ...m.ada.signed.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ url, type: 'film' }),
    });

  it('refuses a link with a malformed percent-escape with a 400, not a 500', async () => {
    const answer = await post(`${link}/%E0%A4%A`);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: 'VIDEO_LINK_REFUSED', message: expect.any(String) });
  });

  it('are at most two running at once, however many are asked at the same time', async () => {
    const films = [IdFilm, await insertFilm(m.t, m.ada.Id), await insertFilm(m.t, m.ada.Id)];
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => post(`${link}/drip-${i}.mp4`, films[i % films.length])),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([202, 202, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(await refused.json()).toEqual({
        code: 'VIDEO_IMPORT_LIMIT_REACHED',
        message:
          'You already have the maximum number of imports in progress. Wait for one of them to finish, then try again.',
      });
    }
    const running = await m.t.database.db
      .select()
      .from(filmVideoUpload)
      .where(eq(filmVideoUpload.IdCompte, m.ada.Id));
    expect(running.filter((row) => row.Erreur === null)).toHaveLength(2);
    // Another account is not held back by ada's.
    const bobFilm = await insertFilm(m.t, m.bob.Id);
    const bob = await fetch(`${m.base}/api/films/${bobFilm}/video/import`, {
      method: 'POST',
      headers: { ...m.bob.signed.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ url: `${link}/drip.mp4`, type: 'film' }),
    });
    expect(bob.status).toBe(202);
  });
});
