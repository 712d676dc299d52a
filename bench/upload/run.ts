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
import { mkdtemp, open, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createTestDatabase } from '@shortlist/db/testing';
import { buildApp } from '../../apps/server/src/app.ts';
import { insertFilm } from '../../apps/server/src/test/media-test-app.ts';
import { insertAccount, signInAs } from '../../apps/server/src/test/test-accounts.ts';
import { testConfig } from '../../apps/server/src/test/test-app.ts';

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

const rssMb = () => process.memoryUsage.rss() / MB;
let peak = 0;
const sampler = setInterval(() => {
  peak = Math.max(peak, rssMb());
}, 50);

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

// The app, production-like, on a database of its own.
const database = await createTestDatabase({ seed: 'dictionaries' });
const config = { ...testConfig({ DATA_DIR: dir, RATE_LIMIT_PER_MINUTE: '100000' }), logLevel: 'silent' };
const app = await buildApp({ config, database });
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const adaId = await insertAccount({ database }, 'bench@example.com');
const IdFilm = await insertFilm({ app, database, config, close: async () => {} }, adaId, {
  DateExpirationSuperTimbre: new Date(Date.now() + 365 * 24 * 3600_000),
});
const signed = await signInAs(app, 'bench@example.com');
const baseline = rssMb();
peak = baseline;
const tusSeconds = await client('tus', source, `${base}/api/uploads`, signed.headers, {
  filmId: String(IdFilm),
  type: 'film',
  filename: 'bench.mp4',
});
clearInterval(sampler);
await app.close();
await database.close();

const hash = async (path: string) => {
  const digest = createHash('sha256');
  for await (const chunk of createReadStream(path)) digest.update(chunk as Buffer);
  return digest.digest('hex');
};
const stored = join(dir, 'media', 'films', String(IdFilm), 'videos');
const { readdir } = await import('node:fs/promises');
const [name] = await readdir(stored);
const same = (await hash(source)) === (await hash(join(stored, name ?? '')));
await rm(dir, { recursive: true, force: true });

const mbps = (seconds: number) => megabytes / seconds;
console.log(`file: ${megabytes} MB, stored file identical: ${same}`);
console.log(`plain PUT: ${mbps(plainSeconds).toFixed(0)} MB/s (${plainSeconds.toFixed(1)} s)`);
console.log(`tus:       ${mbps(tusSeconds).toFixed(0)} MB/s (${tusSeconds.toFixed(1)} s)`);
console.log(`ratio tus / plain: ${(plainSeconds / tusSeconds).toFixed(2)} (target >= 0.8)`);
console.log(
  `upload server memory: peak ${peak.toFixed(0)} MB RSS, ${(peak - baseline).toFixed(0)} MB over the idle app (target < 200 MB)`,
);
