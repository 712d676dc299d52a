import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@shortlist/db/client';
import { createTestDatabase } from '@shortlist/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFilm } from '../../test/media-test-app.ts';
import { insertAccount, type Signed, signInAs } from '../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeTestVideo, sha256, tusClient } from '../../test/video-fixtures.ts';

/**
 * One upload through two instances on one database and one storage (issue 35; the shared data
 * folder stands for the bucket): the PostgreSQL locker lets one request at a time write an
 * upload whichever instance answers. With tus's in-process locker both instances accepted the
 * same chunk.
 */
let dataDir: string;
let database: Database;
let first: TestApp;
let second: TestApp;
let bases: [string, string];
let ada: Signed;
let adaFilm: number;
let video: { bytes: Buffer; sha256: string };

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'shortlist-instances-'));
  database = await createTestDatabase({ seed: 'dictionaries' });
  const server = async () => {
    const t = await createTestApp({ database, env: { DATA_DIR: dataDir } });
    return { t, base: await t.app.listen({ port: 0, host: '127.0.0.1' }) };
  };
  const [a, b] = await Promise.all([server(), server()]);
  first = a.t;
  second = b.t;
  bases = [a.base, b.base];
  const adaId = await insertAccount(first, 'ada@example.com');
  ada = await signInAs(first.app, 'ada@example.com');
  adaFilm = await insertFilm(first, adaId);
  video = await makeTestVideo(dataDir);
}, 60_000);

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function create(filename: string): Promise<string> {
  const created = await tusClient(bases[0], ada.headers).create(video.bytes.length, {
    filmId: adaFilm,
    type: 'film',
    filename,
  });
  expect(created.status).toBe(201);
  return created.headers.get('location') ?? '';
}

async function storedFilm(): Promise<Buffer> {
  const folder = join(dataDir, 'media', 'films', String(adaFilm), 'videos');
  const [name] = (await readdir(folder)).filter((file) => file.startsWith('film-'));
  return readFile(join(folder, name ?? ''));
}

describe('an upload through two instances', () => {
  it('takes alternate chunks through both and keeps the exact file', async () => {
    const location = await create('alternate.mp4');
    const piece = Math.ceil(video.bytes.length / 6);
    for (let offset = 0, turn = 0; offset < video.bytes.length; offset += piece, turn++) {
      const answer = await tusClient(bases[turn % 2] as string, ada.headers).patch(
        location,
        offset,
        video.bytes.subarray(offset, offset + piece),
      );
      expect(answer.status, `piece at ${offset}`).toBe(204);
    }
    expect(sha256(await storedFilm())).toBe(video.sha256);
  });

  it('accepts the same chunk sent to both at once only once, then resumes to the exact file', async () => {
    const half = Math.floor(video.bytes.length / 2);
    for (let round = 0; round < 8; round++) {
      const location = await create(`race-${round}.mp4`);
      const answers = await Promise.all(
        bases.map((base) => tusClient(base, ada.headers).patch(location, 0, video.bytes.subarray(0, half))),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses, `round ${round}`).toEqual([204, 409]);
      // The client asks the offset again on either instance and sends the rest.
      const head = await tusClient(bases[1], ada.headers).head(location);
      expect(head.headers.get('upload-offset')).toBe(String(half));
      const rest = await tusClient(bases[0], ada.headers).patch(location, half, video.bytes.subarray(half));
      expect(rest.status).toBe(204);
      expect(sha256(await storedFilm())).toBe(video.sha256);
    }
  }, 60_000);
});
