import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { pipeline as pipelineStreams, type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { publicAddressOf } from './public-address.ts';

export class DownloadError extends Error {
  override name = 'DownloadError';
  constructor(
    readonly reason: 'status' | 'too-large' | 'redirects' | 'private',
    message: string,
  ) {
    super(message);
  }
}

export type DownloadOptions = {
  maxBytes: number;
  allowPrivate?: boolean;
  maxRedirects?: number;
  timeoutMs?: number;
  /** Told the bytes read so far and the announced length (null when not announced). */
  onProgress?: (written: number, announced: number | null) => void;
};

/**
 * Opens `url` without ever reaching a private address (each hop of a redirect is resolved and
 * checked, and the connection is made to the checked address) and answers its body as a stream
 * that fails with `too-large` past `maxBytes` (by its announced length first, then by counting).
 * The caller reads it to the end or destroys it. `body.bytes()` is what was read so far.
 */
export async function openSafeDownload(
  url: string,
  options: DownloadOptions,
): Promise<{ body: Readable; announced: number | null; bytes(): number }> {
  let current = new URL(url);
  for (let hop = 0; hop <= (options.maxRedirects ?? 5); hop += 1) {
    if (current.protocol !== 'http:' && current.protocol !== 'https:')
      throw new DownloadError('private', 'scheme');
    const address = await publicAddressOf(current.hostname, {
      allowPrivate: options.allowPrivate ?? false,
    }).catch(() => {
      throw new DownloadError('private', current.hostname);
    });
    const pinned: LookupFunction = (_host, lookupOptions, callback) => {
      if ((lookupOptions as { all?: boolean }).all) {
        (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [address]);
      } else callback(null, address.address, address.family);
    };
    const client = current.protocol === 'https:' ? https : http;
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const request = client.get(current, { lookup: pinned, timeout: options.timeoutMs ?? 60_000 }, resolve);
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', reject);
    });
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      current = new URL(response.headers.location, current);
      continue;
    }
    if (status < 200 || status >= 300) {
      response.resume();
      throw new DownloadError('status', String(status));
    }
    const announced = Number(response.headers['content-length'] ?? Number.NaN);
    if (announced > options.maxBytes) {
      response.destroy();
      throw new DownloadError('too-large', String(announced));
    }
    let written = 0;
    const length = Number.isFinite(announced) ? announced : null;
    options.onProgress?.(0, length);
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        written += chunk.length;
        if (written > options.maxBytes) return callback(new DownloadError('too-large', String(written)));
        options.onProgress?.(written, length);
        callback(null, chunk);
      },
    });
    // Either side failing destroys the other: a cut connection fails the reader, and a reader
    // that stops (too large, a failed store) closes the connection.
    pipelineStreams(response, counted, () => undefined);
    return { body: counted, announced: length, bytes: () => written };
  }
  throw new DownloadError('redirects', url);
}

/** Downloads `url` into `path` (see `openSafeDownload`). Returns the bytes written. */
export async function safeDownload(url: string, path: string, options: DownloadOptions): Promise<number> {
  const download = await openSafeDownload(url, options);
  try {
    await pipeline(download.body, createWriteStream(path));
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  return download.bytes();
}
