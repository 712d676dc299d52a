import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@shortlist/db/client';
import { createTestDatabase } from '@shortlist/db/testing';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createLocalStorage } from '../../platform/storage/local-storage.ts';
import type { MediaStorage } from '../../platform/storage/media-storage.ts';
import { NOW } from '../../test/festival-test-app.ts';
import { testConfig } from '../../test/test-app.ts';

// Festival images a manager uploaded are served from the media store (issue 33): with
// MEDIA_STORAGE=s3 they are in the bucket, not on this instance's disk. The store here is a
// folder apart from the instance's media folder, as a bucket is.

let app: FastifyInstance;
let database: Database;
let bucket: MediaStorage;
const NAME = `7-logo-${'ab'.repeat(8)}.jpg`;
let jpg: Buffer;
let webp: Buffer;

beforeAll(async () => {
  bucket = createLocalStorage(await mkdtemp(join(tmpdir(), 'festival-bucket-')));
  database = await createTestDatabase({ seed: 'demo', now: NOW });
  app = await buildApp({ config: testConfig({}), database, now: () => NOW, storage: bucket });
  const picture = sharp({ create: { width: 1600, height: 800, channels: 3, background: '#226688' } });
  jpg = await picture.clone().jpeg().toBuffer();
  webp = await picture.clone().webp().toBuffer();
  await bucket.put(`festivals/${NAME}`, jpg);
  await bucket.put(`festivals/${NAME}.webp`, webp);
  await bucket.put('festivals/placed-by-hand.jpg', jpg);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const get = (url: string) => app.inject({ method: 'GET', url: `/api/public/images/festivals/${url}` });

it('serves an uploaded image from the media store, as stored and in smaller sizes', async () => {
  const origin = await get(`size/origin/${NAME}`);
  expect(origin.statusCode).toBe(200);
  expect(origin.headers['content-type']).toBe('image/jpeg');
  expect(origin.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(origin.rawPayload.equals(jpg)).toBe(true);
  expect((await get(NAME)).rawPayload.equals(jpg)).toBe(true);
  const originWebp = await get(`size/origin/${NAME}.webp`);
  expect(originWebp.headers['content-type']).toBe('image/webp');
  expect(originWebp.rawPayload.equals(webp)).toBe(true);
  for (const [file, format] of [
    [NAME, 'jpeg'],
    [`${NAME}.webp`, 'webp'],
  ] as const) {
    const small = await get(`size/thumbnail/${file}`);
    expect(small.statusCode, small.body).toBe(200);
    const meta = await sharp(small.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([format, 400, 200]);
  }
});

it('reads only uploaded names from the store; anything else is not found', async () => {
  expect((await get('size/origin/placed-by-hand.jpg')).statusCode).toBe(404);
  expect((await get(`size/origin/${NAME.replace('ab', 'cd')}`)).statusCode).toBe(404);
});
