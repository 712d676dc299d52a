/// <reference path="../../apps/server/src/test/s3rver.d.ts" />
// s3rver's types are the server tests' own declaration.
/**
 * `npx tsx bench/upload/import-s3.ts` (issue 13): a link import with MEDIA_STORAGE=s3 streamed
 * straight into the bucket. A loopback HTTP server serves `BENCH_IMPORT_MB` megabytes (default
 * 1024) generated on the fly; `openSafeDownload` + `S3MediaStorage.putStream` (16 MiB parts, as in
 * production) write it to a local S3 server (s3rver, in a child process so its memory is not
 * counted). Beside it, the in-run reference: the same link read and thrown away. Prints each
 * throughput and this process's memory before and at its peak: the import must add about one part,
 * whatever the size.
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { openSafeDownload } from '../../apps/server/src/platform/net/safe-download.ts';
import { createS3Storage } from '../../apps/server/src/platform/storage/s3-storage.ts';
import type { S3TestServer } from '../../apps/server/src/test/s3-test-server.ts';
import { startS3TestServer } from '../../apps/server/src/test/s3-test-server.ts';

const MB = 1024 * 1024;
const megabytes = Number(process.env.BENCH_IMPORT_MB ?? 1024);

if (process.argv[2] === 's3rver') {
  // The child: a local S3 server; tells its settings, stops when told.
  const s3: S3TestServer = await startS3TestServer();
  process.send?.(s3.settings);
  process.on('message', async () => {
    await s3.close();
    process.exit(0);
  });
} else {
  const child = fork(new URL(import.meta.url).pathname, ['s3rver'], { execArgv: process.execArgv });
  const settings = await new Promise<Parameters<typeof createS3Storage>[0]>((resolve) =>
    child.once('message', (message) => resolve(message as Parameters<typeof createS3Storage>[0])),
  );
  const block = Buffer.alloc(MB, 7);
  Buffer.from([0, 0, 0, 0x20, ...Buffer.from('ftypisom')]).copy(block);
  const link = http.createServer(async (_request, response) => {
    response.writeHead(200, { 'content-type': 'video/mp4', 'content-length': megabytes * MB });
    for (let i = 0; i < megabytes; i++) {
      if (!response.write(block)) await new Promise((drain) => response.once('drain', drain));
    }
    response.end();
  });
  await new Promise<void>((resolve) => link.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(link.address() as AddressInfo).port}/film.mp4`;

  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const open = () => openSafeDownload(url, { maxBytes: 11 * 1024 * MB, allowPrivate: true });

  global.gc?.();
  const before = process.memoryUsage().rss;
  let started = performance.now();
  const reference = await open();
  await pipeline(reference.body, new Writable({ write: (_chunk, _encoding, done) => done() }));
  const referenceSeconds = (performance.now() - started) / 1000;
  const referencePeak = peak;

  peak = 0;
  started = performance.now();
  const storage = createS3Storage(settings);
  const download = await open();
  const written = await storage.putStream('bench-import', download.body, { maxBytes: 11 * 1024 * MB });
  const importSeconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  await storage.remove('bench-import');

  const mbps = (seconds: number) => (megabytes / seconds).toFixed(0);
  const mb = (bytes: number) => (bytes / MB).toFixed(0);
  const load = (await import('node:fs')).readFileSync('/proc/loadavg', 'utf8').trim();
  console.log(`link import into S3 (s3rver), ${megabytes} MB, load average ${load}`);
  console.log(
    `  reference (read the link, throw the bytes away): ${mbps(referenceSeconds)} MB/s, peak RSS ${mb(referencePeak)} MB`,
  );
  console.log(
    `  import (putStream, 16 MiB parts):               ${mbps(importSeconds)} MB/s, peak RSS ${mb(peak)} MB`,
  );
  console.log(
    `  RSS before: ${mb(before)} MB; import peak - before: ${mb(peak - before)} MB; bytes stored: ${mb(written)} MB`,
  );
  link.close();
  child.send('stop');
}
