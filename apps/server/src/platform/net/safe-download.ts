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
    /**
     * `too-slow`: the answer did not start in time, fewer bytes than the floor came over a
     * window, or the whole download passed its deadline; `length`: the body was longer or
     * shorter than its announced `Content-Length`.
     */
    readonly reason: 'status' | 'too-large' | 'redirects' | 'private' | 'too-slow' | 'length',
    message: string,
  ) {
    super(message);
  }
}

/**
 * How long a download may take (issue 29: a link that drips one byte every few seconds must not
 * hold a job runner's place for hours). Tests shorten them to seconds.
 */
export type DownloadLimits = {
  /** The whole download, redirects and headers included, ends by then. */
  deadlineMs: number;
  /** The answer's status and headers arrive within this (each hop). */
  headersTimeoutMs: number;
  /** No byte at all for this long ends it (the socket's idle timeout). */
  idleTimeoutMs: number;
  /** Less than `minBytesPerSecond` on average over a `windowMs` window ends it: a link that drips. */
  minBytesPerSecond: number;
  windowMs: number;
};

/** 6 hours (the import form asks for a link valid that long), and at least 50 kB/s over each minute. */
export const DEFAULT_DOWNLOAD_LIMITS: DownloadLimits = {
  deadlineMs: 6 * 60 * 60 * 1000,
  headersTimeoutMs: 30_000,
  idleTimeoutMs: 60_000,
  minBytesPerSecond: 50_000,
  windowMs: 60_000,
};

export type DownloadOptions = {
  maxBytes: number;
  allowPrivate?: boolean;
  maxRedirects?: number;
  limits?: Partial<DownloadLimits>;
  /** Told the bytes read so far and the announced length (null when not announced). */
  onProgress?: (written: number, announced: number | null) => void;
};

/**
 * Opens `url` without ever reaching a private address (each hop of a redirect is resolved and
 * checked, and the connection is made to the checked address) and answers its body as a stream
 * that fails with `too-large` past `maxBytes` (by its announced length first, then by counting),
 * with `length` when it does not match its announced length, and with `too-slow` past the
 * `limits` (deadline, headers timeout, bytes per window). The caller reads it to the end or
 * destroys it. `body.bytes()` is what was read so far.
 */
export async function openSafeDownload(
  url: string,
  options: DownloadOptions,
): Promise<{ body: Readable; announced: number | null; bytes(): number }> {
  const limits = { ...DEFAULT_DOWNLOAD_LIMITS, ...options.limits };
  const deadline = performance.now() + limits.deadlineMs;
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
      const request = client.get(current, { lookup: pinned, timeout: limits.idleTimeoutMs }, (answer) => {
        clearTimeout(headers);
        resolve(answer);
      });
      // A server that accepts the connection and drips its headers is cut like a dripping body.
      const headers = setTimeout(
        () => request.destroy(new DownloadError('too-slow', 'headers')),
        Math.max(0, Math.min(limits.headersTimeoutMs, deadline - performance.now())),
      );
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', (error) => {
        clearTimeout(headers);
        reject(error);
      });
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
        if (length !== null && written > length)
          return callback(new DownloadError('length', String(written)));
        options.onProgress?.(written, length);
        callback(null, chunk);
      },
      flush(callback) {
        // A connection cut short of the announced length is not a whole file.
        if (length !== null && written !== length)
          return callback(new DownloadError('length', String(written)));
        callback();
      },
    });
    // Either side failing destroys the other: a cut connection fails the reader, and a reader
    // that stops (too large, too slow, a failed store) closes the connection.
    pipelineStreams(response, counted, () => undefined);
    watchPace(counted, { limits, deadline, written: () => written });
    return { body: counted, announced: length, bytes: () => written };
  }
  throw new DownloadError('redirects', url);
}

/**
 * Fails `body` with `too-slow` when less than `minBytesPerSecond` arrived on average over the
 * last window, or at the deadline. The rate is what the reader takes: a store slower than the
 * floor would be taken for a slow link, which no disk nor bucket is at 50 kB/s.
 */
function watchPace(
  body: Transform,
  options: { limits: DownloadLimits; deadline: number; written: () => number },
): void {
  const { minBytesPerSecond, windowMs } = options.limits;
  let windowStart = options.written();
  const pace = setInterval(() => {
    const arrived = options.written() - windowStart;
    windowStart = options.written();
    if (arrived < (minBytesPerSecond * windowMs) / 1000) {
      body.destroy(new DownloadError('too-slow', `${arrived} bytes in ${windowMs} ms`));
    }
  }, windowMs);
  const deadline = setTimeout(
    () => body.destroy(new DownloadError('too-slow', 'deadline')),
    Math.max(0, options.deadline - performance.now()),
  );
  pace.unref();
  deadline.unref();
  body.once('close', () => {
    clearInterval(pace);
    clearTimeout(deadline);
  });
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
