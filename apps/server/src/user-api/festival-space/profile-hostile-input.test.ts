import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { festival, festivalLabel, festivalPhoto } from '@shortlist/db/schema/festivals';
import { tradTexte } from '@shortlist/db/schema/translations';
import type { FestivalImages } from '@shortlist/domain/festival-space/image-contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';
import { testImage } from '../../test/media-test-app.ts';
import { sweepOwnedOperations } from '../../test/owned-hostile-input.ts';

/**
 * The profile calls swept as the festival's manager, with its own festival in the path, so
 * hostile values reach the use case instead of stopping at the membership's 404: a 4xx with a
 * code each, and the festival, its labels and texts left as they were. The image calls the same,
 * with hostile upload bodies besides.
 */
let f: FestivalSpaceTestApp;
beforeAll(async () => {
  // A media folder of its own: the sweep's one photo is written there.
  f = await createFestivalSpaceTestApp({
    env: { DATA_DIR: await mkdtemp(join(tmpdir(), 'shortlist-profile-hostile-')) },
  });
});
afterAll(() => f.close());

it('answers hostile values with a 4xx and a code, writing nothing', async () => {
  const db = f.database.db;
  const state = async () => ({
    festival: await db.select().from(festival).where(eq(festival.Id, f.festivalId)),
    labels: (await db.select({ n: count() }).from(festivalLabel))[0]?.n,
    texts: (await db.select({ n: count() }).from(tradTexte))[0]?.n,
  });
  const before = await state();
  const { operations, failures } = await sweepOwnedOperations({
    app: f.t.app,
    headers: f.manager.headers,
    select: (id) => /^\w+ \/api\/festival-space\/festivals\/\{IdFestival\}\/profile$/.test(id),
    owned: { IdFestival: String(f.festivalId) },
  });
  expect(operations.sort()).toEqual([
    'GET /api/festival-space/festivals/{IdFestival}/profile',
    'PUT /api/festival-space/festivals/{IdFestival}/profile',
  ]);
  expect(failures).toEqual([]);
  expect(await state()).toEqual(before);
});

it('answers hostile values and uploads to the image calls with a 4xx and a code, writing nothing', async () => {
  const db = f.database.db;
  const octet = 'application/octet-stream';
  const jpeg = await testImage();
  // A photo of its own, so the photo calls' hostile values reach the use case.
  const added = await f.t.app.inject({
    method: 'POST',
    url: `/api/festival-space/festivals/${f.festivalId}/photos?Credit=Mine`,
    headers: { ...f.manager.headers, 'content-type': octet },
    payload: jpeg,
  });
  expect(added.statusCode, added.body).toBe(201);
  const photo = (added.json() as FestivalImages).photos.at(-1);
  const state = async () => ({
    festival: await db.select().from(festival).where(eq(festival.Id, f.festivalId)),
    photos: await db.select().from(festivalPhoto).orderBy(festivalPhoto.Id),
  });
  const before = await state();
  const { operations, failures } = await sweepOwnedOperations({
    app: f.t.app,
    headers: f.manager.headers,
    select: (id) => /^\w+ \/api\/festival-space\/festivals\/\{IdFestival\}\/(images|photos)/.test(id),
    owned: { IdFestival: String(f.festivalId), IdPhoto: String(photo?.Id), kind: 'Banniere', Credit: 'x' },
    uploadOperations: [
      'PUT /api/festival-space/festivals/{IdFestival}/images/{kind}',
      'POST /api/festival-space/festivals/{IdFestival}/photos',
    ],
    uploads: [
      {
        label: 'random bytes',
        payload: Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)),
        type: octet,
      },
      {
        label: 'JPEG head then zeros',
        payload: Buffer.concat([jpeg.subarray(0, 4), Buffer.alloc(70_000)]),
        type: octet,
      },
      {
        label: 'truncated real JPEG',
        payload: (await testImage('jpeg', { width: 800, height: 600 })).subarray(0, 900),
        type: octet,
      },
      {
        label: 'SVG',
        payload: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        type: octet,
      },
      { label: 'one byte', payload: Buffer.from([0xff]), type: octet },
      { label: 'image as image/jpeg', payload: jpeg, type: 'image/jpeg' },
      { label: 'image as multipart', payload: jpeg, type: 'multipart/form-data; boundary=x' },
      { label: 'over the size limit', payload: Buffer.alloc(5 * 1024 * 1024 + 10, 1), type: octet },
    ],
  });
  expect(operations.sort()).toEqual([
    'DELETE /api/festival-space/festivals/{IdFestival}/images/{kind}',
    'DELETE /api/festival-space/festivals/{IdFestival}/photos/{IdPhoto}',
    'GET /api/festival-space/festivals/{IdFestival}/images',
    'POST /api/festival-space/festivals/{IdFestival}/photos',
    'PUT /api/festival-space/festivals/{IdFestival}/images/{kind}',
    'PUT /api/festival-space/festivals/{IdFestival}/photos/order',
    'PUT /api/festival-space/festivals/{IdFestival}/photos/{IdPhoto}',
  ]);
  expect(failures).toEqual([]);
  expect(await state()).toEqual(before);
});
