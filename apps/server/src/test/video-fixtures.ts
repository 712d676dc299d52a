import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A small real video made by ffmpeg (a test pattern with a tone): H.264 and AAC in MP4 by
 * default, `seconds` long. ffmpeg is installed on developer machines and in CI.
 */
export async function makeTestVideo(
  dir: string,
  options: { seconds?: number; name?: string; fps?: number; sampleRate?: number } = {},
): Promise<{ path: string; bytes: Buffer; sha256: string }> {
  const seconds = options.seconds ?? 2;
  const path = join(dir, options.name ?? 'pattern.mp4');
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc=duration=${seconds}:size=320x240:rate=${options.fps ?? 24}`],
    ...[
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=440:duration=${seconds}:sample_rate=${options.sampleRate ?? 48000}`,
    ],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-preset', 'ultrafast'],
    ...['-c:a', 'aac', '-b:a', '128k', '-shortest', path],
  ]);
  const bytes = await readFile(path);
  return { path, bytes, sha256: sha256(bytes) };
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The tus `Upload-Metadata` header of these values. */
export function tusMetadata(values: Record<string, string | number>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(String(value)).toString('base64')}`)
    .join(',');
}

/** A minimal tus client over fetch, enough for API tests (the web uses tus-js-client). */
export function tusClient(base: string, headers: Record<string, string> = {}) {
  const tus = { 'tus-resumable': '1.0.0', ...headers };
  return {
    create(length: number, metadata: Record<string, string | number>, extra: Record<string, string> = {}) {
      return fetch(`${base}/api/uploads`, {
        method: 'POST',
        headers: {
          ...tus,
          'upload-length': String(length),
          'upload-metadata': tusMetadata(metadata),
          ...extra,
        },
      });
    },
    patch(location: string, offset: number, bytes: Buffer, extra: Record<string, string> = {}) {
      return fetch(`${base}${location}`, {
        method: 'PATCH',
        headers: {
          ...tus,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
          ...extra,
        },
        body: bytes,
      });
    },
    head(location: string, extra: Record<string, string> = {}) {
      return fetch(`${base}${location}`, { method: 'HEAD', headers: { ...tus, ...extra } });
    },
    remove(location: string, extra: Record<string, string> = {}) {
      return fetch(`${base}${location}`, { method: 'DELETE', headers: { ...tus, ...extra } });
    },
  };
}
