/**
 * `npm run bench:images` (issue 29, "images cannot stall the server"): a correct sign-in's
 * latency while the app processes eight large photos, beside the same sign-in on the idle app,
 * in one run. Before issue 29, eight 7000 x 7000 PNGs took every thread of libuv's pool and a
 * sign-in (argon2, on that pool) waited 20 s. Target: sign-in p95 under load < 2x idle.
 * `BENCH_SERVER_ENV` (JSON) adds settings to the app's (`{"IMAGE_JOBS":"2"}`).
 *
 * The app runs as production runs it (`bench/shared/app-process.ts`: the server's esbuild
 * bundle, plain Node, its flags; photos processed in its image worker process) on a scratch PostgreSQL
 * database next to BENCH_DATABASE_URL, with an account and a film with a SuperStamp (20 photos).
 * Steps:
 * 1. idle: `BENCH_SIGN_INS` (default 40) sign-ins one after the other, after 5 of warm-up, half
 *    before the photos and half after them (on a shared machine both halves see its load);
 * 2. eight 7000 x 7000 PNGs at once (issue 29's file): how long their refusal takes;
 * 3. loaded: eight 6000 x 6000 noisy JPEGs (36 MP, just under the 5 MB limit: accepted) sent at
 *    once, and sign-ins one after the other until the last photo is stored.
 * Each sign-in carries its own X-Forwarded-For (the app trusts the proxy for the run), so the
 * per-address limits of the sign-in route never answer. The peak RSS of the server and its image
 * worker over the idle server's, and the cores each used, are printed beside the latencies.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { migrateDatabase } from '@shortlist/db/migrate';
import { seedDatabase } from '@shortlist/db/seed/seed-database';
import sharp from 'sharp';
import { insertFilm } from '../../apps/server/src/test/media-test-app.ts';
import { insertAccount, PASSWORD } from '../../apps/server/src/test/test-accounts.ts';
import { openScratchDatabase } from '../shared/api-server.ts';
import { startAppProcess } from '../shared/app-process.ts';

const SIGN_INS = Number(process.env.BENCH_SIGN_INS ?? 40);
const LOGIN = 'bench-images@example.com';
const PHOTOS = 8;
const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** A 36 MP photo of noise on gradients (what costs encoders most), as JPEG just under 5 MB. */
async function largePhoto(): Promise<Buffer> {
  const noise = sharp({
    create: {
      width: 6000,
      height: 6000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 24 },
    },
  });
  const pixels = await noise.raw().toBuffer();
  for (let quality = 70; quality >= 20; quality -= 5) {
    const jpeg = await sharp(pixels, { raw: { width: 6000, height: 6000, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length < PHOTO_MAX_BYTES - 64 * 1024) return jpeg;
  }
  throw new Error('no 6000 x 6000 JPEG under 5 MB');
}

/** Issue 29's file: one colour on 7000 x 7000 (a few hundred kilobytes of PNG). */
function hugePng(): Promise<Buffer> {
  return sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
}

const percentile = (times: number[], p: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
};

/** CPU seconds so far of process `pid` (user and system; utime and stime are /proc's fields 14-15). */
function processCpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The processes `pid` started (its image worker), from /proc. */
async function childrenOf(pid: number): Promise<number[]> {
  const children: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) children.push(Number(entry));
  }
  return children;
}

const rssOf = async (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(await readFile(`/proc/${pid}/status`, 'utf8').catch(() => ''))?.[1] ?? 0) /
  1024;

/**
 * The resident memory (MB) of the server and of the processes it starts (its image worker): now,
 * and the peak of their sum from now on, sampled every 50 ms (children looked for every second).
 */
async function memoryOf(pid: number) {
  let children = await childrenOf(pid);
  const total = async () => (await Promise.all([pid, ...children].map(rssOf))).reduce((a, b) => a + b, 0);
  const idle = await total();
  let peak = idle;
  let ticks = 0;
  const timer = setInterval(() => {
    ticks += 1;
    const look = ticks % 20 === 0 ? childrenOf(pid).then((found) => (children = found)) : Promise.resolve();
    look
      .then(total)
      .then((value) => {
        peak = Math.max(peak, value);
      })
      .catch(() => undefined);
  }, 50);
  return {
    idle,
    children: () => children,
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}

const scratch = await openScratchDatabase('shortlist_bench_images');
const dataDir = await mkdtemp(`${tmpdir()}/bench-images-`);
let app: Awaited<ReturnType<typeof startAppProcess>> | undefined;
try {
  await migrateDatabase(scratch.database);
  await seedDatabase({ db: scratch.database.db, now: new Date(), demo: false });
  const accountId = await insertAccount({ database: scratch.database }, LOGIN);
  const IdFilm = await insertFilm(
    { database: scratch.database } as Parameters<typeof insertFilm>[0],
    accountId,
    {
      DateExpirationSuperTimbre: new Date(Date.now() + 365 * 24 * 3600_000),
    },
  );
  const [photo, huge] = [await largePhoto(), await hugePng()];

  app = await startAppProcess(scratch.url, {
    DATA_DIR: dataDir,
    TRUST_PROXY: 'true',
    RATE_LIMIT_PER_MINUTE: '100000',
    ...JSON.parse(process.env.BENCH_SERVER_ENV ?? '{}'),
  });
  const base = app.base;
  let client = 0;
  const signIn = async () => {
    client += 1;
    const started = performance.now();
    const response = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-session-mode': 'token',
        'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
      },
      body: JSON.stringify({ Login: LOGIN, Password: PASSWORD }),
    });
    const token = response.headers.get('x-session-token');
    await response.arrayBuffer();
    if (!response.ok || !token) throw new Error(`sign-in answered ${response.status}`);
    return { ms: performance.now() - started, token };
  };
  const upload = async (token: string, body: Buffer) => {
    const response = await fetch(`${base}/api/films/${IdFilm}/photo?Type=photo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
      body,
    });
    const answer = (await response.json()) as { code?: string };
    return { status: response.status, code: answer.code };
  };

  const loadAtStart = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  // 1. Idle (half now, half after the photos: on a shared machine both halves see its load).
  let token = '';
  for (let i = 0; i < 5; i += 1) token = (await signIn()).token;
  const idle: number[] = [];
  for (let i = 0; i < SIGN_INS / 2; i += 1) idle.push((await signIn()).ms);

  // 2. Issue 29's eight PNGs at once.
  const refusedStart = performance.now();
  const refusals = await Promise.all(Array.from({ length: PHOTOS }, () => upload(token, huge)));
  const refusedMs = performance.now() - refusedStart;

  // 3. Eight large photos at once, sign-ins until the last is stored.
  const memory = await memoryOf(app.pid);
  const cpuBefore = processCpuSeconds(app.pid);
  const loadedStart = performance.now();
  let done = false;
  const uploads = Promise.all(Array.from({ length: PHOTOS }, () => upload(token, photo))).finally(() => {
    done = true;
  });
  const loaded: number[] = [];
  while (!done) loaded.push((await signIn()).ms);
  const stored = await uploads;
  const loadedSeconds = (performance.now() - loadedStart) / 1000;
  const serverCores = (processCpuSeconds(app.pid) - cpuBefore) / loadedSeconds;
  // The worker starts with the first photo: all its CPU is this phase's.
  const workerCores =
    (await childrenOf(app.pid)).map(processCpuSeconds).reduce((a, b) => a + b, 0) / loadedSeconds;
  const peak = memory.stop();
  for (let i = 0; i < SIGN_INS / 2; i += 1) idle.push((await signIn()).ms);

  const ms = (value: number) => value.toFixed(0);
  const idleP95 = percentile(idle, 0.95);
  const loadedP95 = percentile(loaded, 0.95);
  const count = (answers: { status: number; code?: string | undefined }[]) =>
    Object.entries(
      answers.reduce<Record<string, number>>((all, a) => {
        const key = `${a.status}${a.code ? ` ${a.code}` : ''}`;
        all[key] = (all[key] ?? 0) + 1;
        return all;
      }, {}),
    )
      .map(([key, n]) => `${n} x ${key}`)
      .join(', ');

  const jobs =
    JSON.parse(process.env.BENCH_SERVER_ENV ?? '{}').IMAGE_JOBS ??
    Math.max(1, Math.floor(availableParallelism() / 2));
  console.log(
    `${availableParallelism()} CPUs, load average ${loadAtStart} at the start, ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} at the end; image jobs at once (IMAGE_JOBS): ${jobs}`,
  );
  console.log(
    `eight 7000 x 7000 PNGs (${(huge.length / 1024).toFixed(0)} KB each) at once: ${count(refusals)} in ${ms(refusedMs)} ms`,
  );
  console.log(
    `eight 6000 x 6000 JPEGs (${(photo.length / 1024 / 1024).toFixed(2)} MB each) at once: ${count(stored)} in ${loadedSeconds.toFixed(1)} s (meanwhile the server used ${serverCores.toFixed(2)} cores, its image worker ${workerCores.toFixed(2)})`,
  );
  console.log('| sign-in | n | p50 ms | p95 ms | max ms |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const [name, times] of [
    ['idle (before and after)', idle],
    ['while 8 photos are processed', loaded],
  ] as const) {
    console.log(
      `| ${name} | ${times.length} | ${ms(percentile(times, 0.5))} | ${ms(percentile(times, 0.95))} | ${ms(Math.max(...times))} |`,
    );
  }
  const ratio = loadedP95 / idleP95;
  console.log(
    `sign-in p95 loaded / idle: ${ratio.toFixed(2)} (target < 2): ${ratio < 2 ? 'met' : 'MISSED'}; server and image worker memory: idle ${ms(memory.idle)} MB RSS, peak ${ms(peak)} MB (+${ms(peak - memory.idle)} MB)`,
  );
} finally {
  await app?.close();
  await scratch.drop();
  await rm(dataDir, { recursive: true, force: true });
}
