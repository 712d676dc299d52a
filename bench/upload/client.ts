/**
 * The client half of `bench/upload` (a child process, so its buffers never count as the
 * server's memory): uploads one file with tus-js-client, or with one plain HTTP PUT, and prints
 * the seconds it took as JSON.
 */
import { createReadStream, statSync } from 'node:fs';
import http from 'node:http';
import { Upload } from 'tus-js-client';

const [mode, path, target, headersJson, metadataJson] = process.argv.slice(2);
const size = statSync(path as string).size;
const started = performance.now();

function done() {
  process.stdout.write(JSON.stringify({ seconds: (performance.now() - started) / 1000 }));
}

if (mode === 'tus') {
  const upload = new Upload(createReadStream(path as string), {
    endpoint: target as string,
    uploadSize: size,
    chunkSize: 64 * 1024 * 1024,
    headers: JSON.parse(headersJson ?? '{}'),
    metadata: JSON.parse(metadataJson ?? '{}'),
    onSuccess: done,
    onError(error) {
      console.error(error);
      process.exit(1);
    },
  });
  upload.start();
} else {
  const request = http.request(
    target as string,
    { method: 'PUT', headers: { 'content-length': size } },
    (response) => {
      response.resume();
      response.on('end', done);
    },
  );
  createReadStream(path as string).pipe(request);
}
