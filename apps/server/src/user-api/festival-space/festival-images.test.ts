import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { festival, festivalPhoto } from '@shortlist/db/schema/festivals';
import { FESTIVAL_PHOTO_LIMIT, type FestivalImages } from '@shortlist/domain/festival-space/image-contracts';
import type { FestivalPage } from '@shortlist/domain/festivals/api-contracts';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';
import { testImage, UPLOAD_HEADERS } from '../../test/media-test-app.ts';
import type { Signed } from '../../test/test-accounts.ts';

// The festival's images its managers edit (issue 33): who may change them, that an upload goes
// through the film photos' checks and shows on the public page at once, and that a refused one
// writes no row and no file.

let f: FestivalSpaceTestApp;
beforeAll(async () => {
  // A media folder of its own: the files written and removed are this file's alone.
  f = await createFestivalSpaceTestApp({
    env: { DATA_DIR: await mkdtemp(join(tmpdir(), 'shortlist-festival-images-')) },
  });
});
afterAll(() => f.close());

const api = (path: string) => `/api/festival-space/festivals/${path}`;

function upload(
  who: Signed,
  path: string,
  payload: Buffer | string,
  options: { method?: 'PUT' | 'POST'; type?: string } = {},
) {
  return f.t.app.inject({
    method: options.method ?? 'PUT',
    url: api(path),
    headers: { ...who.headers, ...UPLOAD_HEADERS, ...(options.type ? { 'content-type': options.type } : {}) },
    payload,
  });
}

/** The files uploaded for festival `id` (their names start with its id). */
async function filesOf(id = f.festivalId) {
  const folder = join(f.t.app.ctx.config.mediaDir, 'festivals');
  const names = await readdir(folder).catch(() => [] as string[]);
  return names.filter((name) => name.startsWith(`${id}-`)).sort();
}

const festivalRow = async (id = f.festivalId) =>
  (await f.database.db.select().from(festival).where(eq(festival.Id, id)))[0];
const photoCount = async (id = f.festivalId) =>
  (await f.database.db.select({ n: count() }).from(festivalPhoto).where(eq(festivalPhoto.IdFestival, id)))[0]
    ?.n;
/** The public page once the caches heard of the change (each app server polls `festival_version`). */
async function publicPage(id = f.festivalId): Promise<FestivalPage> {
  await f.t.app.ctx.festivalChanges.check();
  const res = await f.t.app.inject({ url: `/api/public/festivals/${id}`, headers: { culture: 'en' } });
  return res.json();
}

describe('festival images', () => {
  it('lets a manager replace the logo; the public page and its image path show it at once', async () => {
    const res = await upload(
      f.manager,
      `${f.festivalId}/images/Logo`,
      await testImage('png', { width: 600, height: 300 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const images = res.json() as FestivalImages;
    expect(images.Logo?.Fichier).toMatch(new RegExp(`^${f.festivalId}-logo-[a-f0-9]{16}\\.jpg$`));
    expect((await festivalRow())?.Logo).toBe(images.Logo?.Fichier);
    const page = await publicPage();
    expect(page.Logo).toBe(images.Logo?.Fichier);
    // The smaller size is made by the image worker on first request: a JPEG fitting its box.
    const served = await f.t.app.inject({ url: page.LogoUrl as string });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 400, height: 200 });
    const webp = await f.t.app.inject({ url: `${page.LogoUrl}.webp` });
    expect(webp.headers['content-type']).toBe('image/webp');

    // Replaced again: the old file goes, the new name shows.
    const before = images.Logo?.Fichier as string;
    const again = await upload(f.manager, `${f.festivalId}/images/Logo`, await testImage());
    expect(again.statusCode, again.body).toBe(200);
    const files = await filesOf();
    expect(files).not.toContain(before);
    expect(files).toContain((again.json() as FestivalImages).Logo?.Fichier);
  });

  it('sets and removes the cover and the banner', async () => {
    for (const kind of ['Couverture', 'Banniere'] as const) {
      const res = await upload(f.manager, `${f.festivalId}/images/${kind}`, await testImage('webp'));
      expect(res.statusCode, res.body).toBe(200);
      const file = (res.json() as FestivalImages)[kind]?.Fichier as string;
      expect((await publicPage())[kind]).toBe(file);
      const removed = await f.call(f.manager, 'DELETE', `festivals/${f.festivalId}/images/${kind}`);
      expect(removed.statusCode, removed.body).toBe(200);
      expect((removed.json() as FestivalImages)[kind]).toBeNull();
      expect((await festivalRow())?.[kind]).toBeNull();
      expect(await filesOf()).not.toContain(file);
    }
  });

  it('adds a photo with its credit, changes the credit and removes the photo', async () => {
    const res = await upload(
      f.manager,
      `${f.festivalId}/photos?Credit=${encodeURIComponent('© Ada L.')}`,
      await testImage(),
      {
        method: 'POST',
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    const photo = (res.json() as FestivalImages).photos.at(-1);
    expect(photo).toMatchObject({ Credit: '© Ada L.' });
    expect((await publicPage()).photos.map((p) => p.Credit)).toContain('© Ada L.');

    const changed = await f.call(f.manager, 'PUT', `festivals/${f.festivalId}/photos/${photo?.Id}`, {
      Credit: 'Bob',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await publicPage()).photos.find((p) => p.Id === photo?.Id)?.Credit).toBe('Bob');
    const blank = await f.call(f.manager, 'PUT', `festivals/${f.festivalId}/photos/${photo?.Id}`, {
      Credit: ' ',
    });
    expect(blank.statusCode).toBe(400);
    const long = await f.call(f.manager, 'PUT', `festivals/${f.festivalId}/photos/${photo?.Id}`, {
      Credit: 'x'.repeat(256),
    });
    expect(long.statusCode).toBe(400);

    const removed = await f.call(f.manager, 'DELETE', `festivals/${f.festivalId}/photos/${photo?.Id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await publicPage()).photos.some((p) => p.Id === photo?.Id)).toBe(false);
    expect(await filesOf()).not.toContain(photo?.Fichier);
  });

  it('orders the photos as the public page shows them; refuses any other set, another festival’s ids included', async () => {
    const image = await testImage();
    for (const credit of ['First', 'Second', 'Third']) {
      const res = await upload(f.manager, `${f.festivalId}/photos?Credit=${credit}`, image, {
        method: 'POST',
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const listed = async () =>
      ((await f.call(f.manager, 'GET', `festivals/${f.festivalId}/images`)).json() as FestivalImages).photos;
    const photos = await listed();
    // New photos go last, in upload order.
    expect(photos.slice(-3).map((p) => p.Credit)).toEqual(['First', 'Second', 'Third']);
    const ids = photos.map((p) => p.Id);
    const moved = [...ids.slice(0, -3), ...[ids.at(-1), ids.at(-3), ids.at(-2)]] as number[];
    const answer = await f.call(f.manager, 'PUT', `festivals/${f.festivalId}/photos/order`, { order: moved });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((answer.json() as FestivalImages).photos.map((p) => p.Id)).toEqual(moved);
    expect((await publicPage()).photos.map((p) => p.Id)).toEqual(moved);

    const [theirs] = await f.database.db
      .insert(festivalPhoto)
      .values({ IdFestival: f.otherFestivalId, Fichier: 'theirs.jpg', Credit: 'Theirs' })
      .returning();
    for (const order of [
      moved.slice(1),
      [...moved, theirs?.Id as number],
      [...moved.slice(1), theirs?.Id as number],
      [moved[0], ...moved] as number[],
      [],
    ]) {
      const refused = await f.call(f.manager, 'PUT', `festivals/${f.festivalId}/photos/order`, { order });
      expect([refused.statusCode, refused.json().code], JSON.stringify(order)).toEqual([
        400,
        'VALIDATION_FAILED',
      ]);
    }
    // A programmer and another festival's manager cannot order them.
    const programmer = await f.call(f.programmer, 'PUT', `festivals/${f.festivalId}/photos/order`, {
      order: ids,
    });
    expect(programmer.statusCode).toBe(403);
    const outsider = await f.call(f.outsider, 'PUT', `festivals/${f.festivalId}/photos/order`, {
      order: ids,
    });
    expect(outsider.statusCode).toBe(404);
    await f.database.db.delete(festivalPhoto).where(eq(festivalPhoto.Id, theirs?.Id as number));
    expect((await listed()).map((p) => p.Id)).toEqual(moved);
    for (const photo of (await listed()).slice(-3)) {
      await f.call(f.manager, 'DELETE', `festivals/${f.festivalId}/photos/${photo.Id}`);
    }
  });

  it('refuses a photo without a credit, writing nothing', async () => {
    const before = { photos: await photoCount(), files: await filesOf() };
    for (const query of ['', '?Credit=', `?Credit=${'x'.repeat(256)}`]) {
      const res = await upload(f.manager, `${f.festivalId}/photos${query}`, await testImage(), {
        method: 'POST',
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect({ photos: await photoCount(), files: await filesOf() }).toEqual(before);
  });

  it('refuses a bad file with a code, writing nothing', async () => {
    const before = { row: await festivalRow(), photos: await photoCount(), files: await filesOf() };
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const cases: [string, Buffer | string, number, string, string?][] = [
      ['not an image', 'hello, this is text', 415, 'FILE_TYPE_REFUSED'],
      ['an SVG', svg, 415, 'FILE_TYPE_REFUSED'],
      [
        'a truncated JPEG',
        (await testImage('jpeg', { width: 800, height: 600 })).subarray(0, 900),
        415,
        'FILE_TYPE_REFUSED',
      ],
      ['too big', Buffer.alloc(f.t.app.ctx.config.mediaLimits.photoMaxBytes + 10, 1), 413, 'FILE_TOO_LARGE'],
      ['empty', Buffer.alloc(0), 400, 'FILE_MISSING'],
      ['as image/jpeg', await testImage(), 415, '', 'image/jpeg'],
    ];
    for (const [label, payload, status, code, type] of cases) {
      for (const [path, method] of [
        [`${f.festivalId}/images/Logo`, 'PUT'],
        [`${f.festivalId}/photos?Credit=x`, 'POST'],
      ] as const) {
        const res = await upload(f.manager, path, payload, { method, type });
        expect(res.statusCode, `${label} ${path}: ${res.body}`).toBe(status);
        if (code) expect(res.json().code, label).toBe(code);
        else expect(res.json().code).toBeTruthy();
      }
    }
    expect({ row: await festivalRow(), photos: await photoCount(), files: await filesOf() }).toEqual(before);
  });

  it('answers a programmer 403 and another festival 404, changing nothing', async () => {
    const before = {
      row: await festivalRow(),
      other: await festivalRow(f.otherFestivalId),
      photos: await photoCount(),
    };
    const image = await testImage();
    const programmer = await upload(f.programmer, `${f.festivalId}/images/Logo`, image);
    expect(programmer.statusCode).toBe(403);
    expect(programmer.json().code).toBe('FESTIVAL_ROLE_REQUIRED');
    expect((await f.call(f.programmer, 'GET', `festivals/${f.festivalId}/images`)).statusCode).toBe(403);
    expect((await f.call(f.programmer, 'DELETE', `festivals/${f.festivalId}/images/Logo`)).statusCode).toBe(
      403,
    );
    const elsewhere = await upload(f.manager, `${f.otherFestivalId}/images/Logo`, image);
    expect(elsewhere.statusCode).toBe(404);
    expect(
      (await upload(f.manager, `${f.otherFestivalId}/photos?Credit=x`, image, { method: 'POST' })).statusCode,
    ).toBe(404);
    expect(
      (await f.call(f.manager, 'DELETE', `festivals/${f.otherFestivalId}/images/Banniere`)).statusCode,
    ).toBe(404);

    // Another festival's photo named under ours is NOT_FOUND, and left alone.
    const [theirs] = await f.database.db
      .insert(festivalPhoto)
      .values({ IdFestival: f.otherFestivalId, Fichier: 'theirs.jpg', Credit: 'Theirs' })
      .returning();
    for (const [method, payload] of [
      ['PUT', { Credit: 'Mine' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await f.call(f.manager, method, `festivals/${f.festivalId}/photos/${theirs?.Id}`, payload);
      expect(res.statusCode).toBe(404);
    }
    const [still] = await f.database.db
      .select()
      .from(festivalPhoto)
      .where(eq(festivalPhoto.Id, theirs?.Id as number));
    expect(still?.Credit).toBe('Theirs');
    await f.database.db.delete(festivalPhoto).where(eq(festivalPhoto.Id, theirs?.Id as number));
    expect({
      row: await festivalRow(),
      other: await festivalRow(f.otherFestivalId),
      photos: await photoCount(),
    }).toEqual(before);
  });

  it(`never holds more than ${FESTIVAL_PHOTO_LIMIT} photos, uploads at once included`, async () => {
    const existing = (await photoCount()) ?? 0;
    const room = FESTIVAL_PHOTO_LIMIT - existing - 2;
    const rows = Array.from({ length: room }, (_, i) => ({
      IdFestival: f.festivalId,
      Fichier: `seed-${i}.jpg`,
      Credit: 'Seed',
    }));
    if (rows.length > 0) await f.database.db.insert(festivalPhoto).values(rows);
    const image = await testImage();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        upload(f.manager, `${f.festivalId}/photos?Credit=Race`, image, { method: 'POST' }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    for (const answer of answers.filter((a) => a.statusCode !== 201)) {
      expect([409, 429, 503]).toContain(answer.statusCode);
    }
    expect(await photoCount()).toBe(FESTIVAL_PHOTO_LIMIT);
    const files = await filesOf();
    expect(files.filter((name) => name.includes('-photo-') && name.endsWith('.jpg'))).toHaveLength(2);
  });
});
