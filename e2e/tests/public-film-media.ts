import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';

// A film's media put through the owner's API, as the media tab sends them: videos by tus, photos
// and subtitles as raw bytes. The journeys of the public film page start from them.

/** The demo screener: a 30-second H.264/AAC test pattern, small enough to send in one PATCH. */
export const SCREENER = readFileSync(
  new URL('../../packages/db/src/seed/demo/assets/demo-screener.mp4', import.meta.url),
);

const b64 = (value: string) => Buffer.from(value).toString('base64');

/** A film video or trailer uploaded in one tus PATCH. */
export async function uploadVideo(
  api: APIRequestContext,
  options: { csrf: string; filmId: number; type: 'film' | 'trailer' },
): Promise<void> {
  const metadata = [
    `filmId ${b64(String(options.filmId))}`,
    `type ${b64(options.type)}`,
    `filename ${b64(`${options.type}.mp4`)}`,
    `filetype ${b64('video/mp4')}`,
  ].join(',');
  const created = await api.post('/api/uploads', {
    headers: {
      'x-csrf-token': options.csrf,
      'tus-resumable': '1.0.0',
      'upload-length': String(SCREENER.length),
      'upload-metadata': metadata,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const location = created.headers().location ?? '';
  const sent = await api.patch(location, {
    headers: {
      'x-csrf-token': options.csrf,
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    data: SCREENER,
  });
  expect(sent.status(), await sent.text()).toBe(204);
}

/** English subtitles of a video (SRT, stored as WebVTT). */
export async function uploadSubtitles(
  api: APIRequestContext,
  options: { csrf: string; filmId: number; type: 'film' | 'trailer' },
): Promise<void> {
  const srt = '1\n00:00:00,000 --> 00:00:04,000\nThe tide is coming in.\n';
  const saved = await api.put(`/api/films/${options.filmId}/video/${options.type}/subtitles/6`, {
    headers: { 'x-csrf-token': options.csrf, 'content-type': 'application/octet-stream' },
    data: Buffer.from(srt),
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** A JPEG of this size drawn by ffmpeg, uploaded as a photo of this type. */
export async function uploadPhoto(
  api: APIRequestContext,
  options: {
    csrf: string;
    filmId: number;
    type: 'poster' | 'film';
    width: number;
    height: number;
    principal: boolean;
  },
): Promise<void> {
  const path = join(mkdtempSync(join(tmpdir(), 'e2e-photo-')), 'photo.jpg');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
    ...['-i', `testsrc2=size=${options.width}x${options.height}`, '-frames:v', '1', path],
  ]);
  const query = new URLSearchParams({
    Type: options.type,
    IsPrincipal: String(options.principal),
    FichierOriginal: `${options.type}.jpg`,
  });
  const saved = await api.post(`/api/films/${options.filmId}/photo?${query}`, {
    headers: { 'x-csrf-token': options.csrf, 'content-type': 'application/octet-stream' },
    data: readFileSync(path),
  });
  expect(saved.status(), await saved.text()).toBe(201);
}
