/**
 * `npm run bench:upload` (issue 13): uploads one file of `BENCH_UPLOAD_MB` megabytes (default
 * 2048) to the real app with tus-js-client over loopback and, in the same run, the same file with
 * one plain HTTP PUT to a minimal Node server writing it to disk. Prints each throughput, their
 * ratio (target >= 0.8) and the upload server's peak memory (target < 200 MB, and the same for
 * 10 GB: `BENCH_UPLOAD_MB=10240`, on request).
 */
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, open, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { prepareBenchDatabase } from './bench-database.ts';
import { startBenchServer } from './server.ts';

const run = promisify(execFile);
const MB = 1024 * 1024;
const megabytes = Number(process.env.BENCH_UPLOAD_MB ?? 2048);
const dir = await mkdtemp(join(tmpdir(), 'bench-upload-'));

/** A file starting like an MP4 (the server sniffs the first bytes), then random-ish bytes. */
async function makeFile(path: string): Promise<void> {
  const file = await open(path, 'w');
  const block = randomBytes(MB);
  Buffer.from([0, 0, 0, 0x20, ...Buffer.from('ftypisom')]).copy(block);
  for (let i = 0; i < megabytes; i += 1) {
    if (i === 1) block.fill(7, 0, 12);
    await file.write(block);
  }
  await file.close();
}

/**
 * A process's resident memory, read from `/proc/<pid>/status`: its RSS now (the idle app), and
 * the peak RSS from now on. The kernel's own peak (`VmHWM`) is reset first (`clear_refs` 5), so
 * the app's start-up (migrations, seeding) does not count; where that is refused, RSS is sampled
 * every 20 ms instead.
 */
async function processMemory(pid: number) {
  const status = async () => readFile(`/proc/${pid}/status`, 'utf8');
  const field = (text: string, name: string) =>
    Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(text)?.[1] ?? 0) / 1024;
  const idle = field(await status(), 'VmRSS');
  const kernelPeak = await writeFile(`/proc/${pid}/clear_refs`, '5').then(
    () => true,
    () => false,
  );
  let sampled = idle;
  const sampler = setInterval(() => {
    status()
      .then((text) => {
        sampled = Math.max(sampled, field(text, 'VmRSS'));
      })
      .catch(() => undefined);
  }, 20);
  let last = idle;
  const poll = setInterval(() => {
    status()
      .then((text) => {
        if (kernelPeak) last = Math.max(last, field(text, 'VmHWM'));
      })
      .catch(() => undefined);
  }, 200);
  return {
    idle,
    peak: () => Math.max(sampled, last),
    stop() {
      clearInterval(sampler);
      clearInterval(poll);
    },
  };
}

async function client(mode: 'tus' | 'put', path: string, target: string, headers = {}, metadata = {}) {
  const { stdout } = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      join(import.meta.dirname, 'client.ts'),
      mode,
      path,
      target,
      JSON.stringify(headers),
      JSON.stringify(metadata),
    ],
    { maxBuffer: 1024 * 1024 },
  );
  return (JSON.parse(stdout) as { seconds: number }).seconds;
}

const source = join(dir, 'source.bin');
await makeFile(source);

// The plain PUT: a minimal Node server piping the body to a file.
const plain = http.createServer((request, response) => {
  request.pipe(createWriteStream(join(dir, 'plain.bin'))).on('finish', () => response.writeHead(204).end());
});
await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
const plainSeconds = await client(
  'put',
  source,
  `http://127.0.0.1:${(plain.address() as AddressInfo).port}/`,
);
plain.close();
await rm(join(dir, 'plain.bin'), { force: true });

// The app as production runs it (`npm start`: the compiled server, plain Node), in a process of
// its own, on a database prepared beforehand (bench/upload/bench-database.ts, server.ts).
const prepared = await prepareBenchDatabase(dir);
const server = await startBenchServer(dir, prepared.env);
const { IdFilm } = prepared;
const serverMemory = await processMemory(server.pid);
const tusSeconds = await client('tus', source, `${server.base}/api/uploads`, server.headers, {
  filmId: String(IdFilm),
  type: 'film',
  filename: 'bench.mp4',
});
const peak = serverMemory.peak();
serverMemory.stop();
await server.stop();
await prepared.drop();

const hash = async (path: string) => {
  const digest = createHash('sha256');
  for await (const chunk of createReadStream(path)) digest.update(chunk as Buffer);
  return digest.digest('hex');
};
const stored = join(dir, 'media', 'films', String(IdFilm), 'videos');
const [name] = await readdir(stored);
const same = (await hash(source)) === (await hash(join(stored, name ?? '')));
await rm(dir, { recursive: true, force: true });

const mbps = (seconds: number) => megabytes / seconds;
console.log(`file: ${megabytes} MB, stored file identical: ${same}; database: ${prepared.label}`);
console.log(`plain PUT: ${mbps(plainSeconds).toFixed(0)} MB/s (${plainSeconds.toFixed(1)} s)`);
console.log(`tus:       ${mbps(tusSeconds).toFixed(0)} MB/s (${tusSeconds.toFixed(1)} s)`);
console.log(`ratio tus / plain: ${(plainSeconds / tusSeconds).toFixed(2)} (target >= 0.8)`);
console.log(
  `upload server memory: peak ${peak.toFixed(0)} MB RSS, idle ${serverMemory.idle.toFixed(0)} MB, ${(peak - serverMemory.idle).toFixed(0)} MB over the idle app (target < 200 MB)`,
);
