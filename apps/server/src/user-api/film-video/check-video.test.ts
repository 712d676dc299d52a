import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { filmVideo } from '@shortlist/db/schema/film-videos';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobRunner } from '../../background-jobs.ts';
import { enqueueJob } from '../../platform/jobs.ts';
import { createLocalStorage } from '../../platform/storage/local-storage.ts';
import type { MediaStorage } from '../../platform/storage/media-storage.ts';
import { insertFilm } from '../../test/media-test-app.ts';
import { insertAccount } from '../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeTestVideo } from '../../test/video-fixtures.ts';
import { checkVideo } from './check-video.ts';
import { toolInput } from './tool-input.ts';
import { VIDEO_CHECK_JOB } from './video-check-job.ts';

/** The technical check (ffprobe) of uploaded files, with small videos made by ffmpeg. */
let dir: string;
let t: TestApp;
let storage: MediaStorage;
let IdFilm: number;
/** A web server that counts what ffprobe or ffmpeg asked of it: a file must never make them fetch. */
let server: Server;
let fetched: string[] = [];
let serverBase = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    fetched.push(request.url ?? '');
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  serverBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dir = await mkdtemp(join(tmpdir(), 'shortlist-check-'));
  t = await createTestApp({ env: { DATA_DIR: dir } });
  storage = createLocalStorage(join(dir, 'media'));
  // Declared 10 minutes long: a 2-second file says so.
  IdFilm = await insertFilm(t, await insertAccount(t, 'ada@example.com'), { Duree: 600 });
});
afterAll(async () => {
  server.close();
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

async function storedVideo(name: string, bytes: Buffer, TypeVideo: 'film' | 'trailer' = 'film') {
  const key = `films/${IdFilm}/videos/${name}`;
  await storage.put(key, bytes);
  await t.database.db.delete(filmVideo).where(eq(filmVideo.IdFilm, IdFilm));
  const [row] = await t.database.db
    .insert(filmVideo)
    .values({ IdFilm, TypeVideo, Fichier: key, NbUpload: 1, EtatVerification: 'queued' })
    .returning({ Id: filmVideo.Id });
  return { IdVideo: row?.Id ?? 0, Fichier: key };
}

const rowOf = async (Id: number) =>
  (await t.database.db.select().from(filmVideo).where(eq(filmVideo.Id, Id)))[0];

describe('the technical check of a video', () => {
  it('reads container, codecs, resolution, fps, duration, audio and warns against §9 and the declared length', async () => {
    const video = await makeTestVideo(dir, { fps: 25, sampleRate: 44_100 });
    const stored = await storedVideo('a.mp4', video.bytes);
    // Through the job runner, as after an upload.
    await enqueueJob(t.database.db, { kind: VIDEO_CHECK_JOB, payload: stored });
    expect(await createJobRunner({ db: t.database.db, publicUrl: 'http://x', storage }).runDue()).toBe(1);
    const row = await rowOf(stored.IdVideo);
    expect(row?.EtatVerification).toBe('done');
    expect(row?.Verification).toMatchObject({
      facts: {
        container: expect.stringContaining('mp4'),
        videoCodec: 'h264',
        width: 320,
        height: 240,
        fps: 25,
        audioCodec: 'aac',
        audioProfile: 'LC',
        sampleRate: 44_100,
      },
    });
    const check = row?.Verification as {
      facts: { durationSeconds: number; bitRate: number };
      warnings: { code: string }[];
    };
    const facts = check.facts;
    expect(facts.durationSeconds).toBeCloseTo(2, 0);
    expect(facts.bitRate).toBeGreaterThan(0);
    const codes = check.warnings.map((w) => w.code);
    expect(codes).toEqual(['VIDEO_AUDIO_BITRATE', 'VIDEO_SAMPLE_RATE', 'VIDEO_DURATION_MISMATCH']);
    // A poster frame is taken from the video: a JPEG in storage.
    expect(row?.Affiche).toMatch(/^films\/\d+\/videos\/poster-\d+-[0-9a-f]{16}\.jpg$/);
    const poster = await storage.get(row?.Affiche ?? '');
    const head = poster ? (await poster.open({ start: 0, end: 2 }).toArray())[0] : undefined;
    expect([...(head ?? [])]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('does not compare a trailer with the film length', async () => {
    const video = await makeTestVideo(dir, { name: 'trailer.mp4' });
    const stored = await storedVideo('t.mp4', video.bytes, 'trailer');
    await checkVideo(t.database.db, { ...stored, storage, now: new Date() });
    const trailerCheck = (await rowOf(stored.IdVideo))?.Verification as { warnings: { code: string }[] };
    const codes = trailerCheck.warnings.map((w) => w.code);
    expect(codes).not.toContain('VIDEO_DURATION_MISMATCH');
  });

  it('fails on a file with a video header and no video in it', async () => {
    const broken = Buffer.concat([
      Buffer.from([0, 0, 0, 0x20]),
      Buffer.from('ftypisom'),
      Buffer.alloc(2000, 7),
    ]);
    const stored = await storedVideo('broken.mp4', broken);
    await checkVideo(t.database.db, { ...stored, storage, now: new Date() });
    const row = await rowOf(stored.IdVideo);
    expect(row?.EtatVerification).toBe('failed');
    expect(row?.Verification).toBeNull();
  });

  it('says the check was not run when ffprobe is missing, and keeps the file', async () => {
    const video = await makeTestVideo(dir, { name: 'c.mp4' });
    const stored = await storedVideo('c.mp4', video.bytes);
    await checkVideo(t.database.db, {
      ...stored,
      storage,
      now: new Date(),
      ffprobe: join(dir, 'no-ffprobe'),
    });
    expect((await rowOf(stored.IdVideo))?.EtatVerification).toBe('skipped');
    expect(await storage.get(stored.Fichier)).toBeDefined();
  });

  it('leaves a file replaced meanwhile alone', async () => {
    const video = await makeTestVideo(dir, { name: 'd.mp4' });
    const stored = await storedVideo('d.mp4', video.bytes);
    await checkVideo(t.database.db, {
      IdVideo: stored.IdVideo,
      Fichier: 'films/1/videos/older.mp4',
      storage,
      now: new Date(),
    });
    expect((await rowOf(stored.IdVideo))?.EtatVerification).toBe('queued');
  });

  it('reads a Matroska file as Matroska', async () => {
    const video = await makeTestVideo(dir, { name: 'e.mkv' });
    const stored = await storedVideo('e.mkv', video.bytes);
    await checkVideo(t.database.db, { ...stored, storage, now: new Date() });
    const row = await rowOf(stored.IdVideo);
    expect(row?.EtatVerification).toBe('done');
    expect(row?.Verification).toMatchObject({ facts: { container: 'matroska,webm', videoCodec: 'h264' } });
    expect(row?.Affiche).toBeTruthy();
  });

  it('takes a playlist naming a web address for no video, and fetches nothing', async () => {
    fetched = [];
    const playlist = `#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.0,\n${serverBase}/segment.ts\n#EXT-X-ENDLIST\n`;
    const stored = await storedVideo('playlist.mp4', Buffer.from(playlist));
    await checkVideo(t.database.db, { ...stored, storage, now: new Date() });
    expect((await rowOf(stored.IdVideo))?.EtatVerification).toBe('failed');
    expect(fetched).toEqual([]);
  });

  it('takes a playlist naming another file on the server for no video, and reads nothing of that file', async () => {
    // Left to guess, ffprobe reads such a playlist as HLS and reports the other file's streams
    // (and ffmpeg would make its poster): another film's video, or any file the server can read.
    const other = await makeTestVideo(dir, { name: 'other.mp4' });
    const stored = await storedVideo(
      'list.mp4',
      Buffer.from(`#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.0,\n${other.path}\n#EXT-X-ENDLIST\n`),
    );
    await checkVideo(t.database.db, { ...stored, storage, now: new Date() });
    const row = await rowOf(stored.IdVideo);
    expect(row?.EtatVerification).toBe('failed');
    expect(row?.Verification).toBeNull();
    expect(row?.Affiche).toBeNull();
  });

  it('runs ffprobe and ffmpeg on a local file only, read as its sniffed container', () => {
    expect(toolInput('/data/films/1/videos/film-a.mkv', 'webm')).toEqual([
      ...['-protocol_whitelist', 'file', '-f', 'matroska', '-i', 'file:/data/films/1/videos/film-a.mkv'],
    ]);
    expect(toolInput('/x.mp4', 'mp4')).toContain('mov');
  });
});
