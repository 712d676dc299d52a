import { film, filmPhoto } from '@shortlist/db/schema/films';
import type { FilmPhoto } from '@shortlist/domain/films/api-contracts';
import { type FilmPhotoList, webpSibling } from '@shortlist/domain/media/photo-contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMediaTestApp,
  insertFilm,
  type MediaTestApp,
  testImage,
  UPLOAD_HEADERS,
} from '../../test/media-test-app.ts';

let m: MediaTestApp;

beforeAll(async () => {
  m = await createMediaTestApp();
});
afterAll(() => m.close());

type Query = Record<string, string>;

function upload(
  IdFilm: number,
  bytes: Buffer,
  query: Query = { Type: 'photo' },
  headers = m.ada.signed.headers,
) {
  return m.t.app.inject({
    method: 'POST',
    url: `/api/films/${IdFilm}/photo?${new URLSearchParams(query)}`,
    headers: { ...headers, ...UPLOAD_HEADERS },
    payload: bytes,
  });
}

async function list(IdFilm: number): Promise<FilmPhotoList> {
  const response = await m.t.app.inject({
    url: `/api/film-photo/${IdFilm}/dico`,
    headers: m.ada.signed.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function uploaded(IdFilm: number, query: Query = { Type: 'photo' }): Promise<FilmPhoto> {
  const response = await upload(IdFilm, await testImage(), query);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('uploading photos', () => {
  it('stores every size in JPEG and WebP, makes the first photo principal and serves it to the owner', async () => {
    const IdFilm = await insertFilm(m.t, m.ada.Id);
    const bytes = await testImage('png', { width: 2400, height: 1600 });
    const response = await upload(IdFilm, bytes, {
      Type: 'poster',
      Credit: ' Anna Karina ',
      FichierOriginal: 'a.png',
    });
    expect(response.statusCode, response.body).toBe(201);
    const photo: FilmPhoto = response.json();
    expect(photo).toMatchObject({
      IdFilm,
      Type: 'poster',
      IsPrincipal: true,
      Credit: 'Anna Karina',
      Largeur: 2400,
      Hauteur: 1600,
    });
    expect(photo.Fichier).toMatch(/^[a-f0-9]{32}\.jpg$/);
    expect(photo.urls.thumbnail).toBe(
      `/api/public/photos/films/${IdFilm}/upload-by/${m.ada.Id}/size/thumbnail/${photo.Fichier}`,
    );
    const [row] = await m.t.database.db.select().from(filmPhoto).where(eq(filmPhoto.Id, photo.Id));
    expect(row).toMatchObject({ Mime: 'image/png', Poids: bytes.length, FichierOriginal: 'a.png' });

    const stem = photo.Fichier.replace('.jpg', '');
    const own = (await m.files()).filter((file) => file.includes(stem));
    expect(own).toHaveLength(8);
    for (const size of ['origin', 'fullhd', 'hdready', 'thumbnail']) {
      expect(own).toContain(`films/${IdFilm}/upload-by/${m.ada.Id}/size/${size}/${stem}.jpg`);
      expect(own).toContain(`films/${IdFilm}/upload-by/${m.ada.Id}/size/${size}/${stem}.webp`);
    }

    const jpeg = await m.t.app.inject({ url: photo.urls.fullhd, headers: m.ada.signed.headers });
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(jpeg.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1620,
      height: 1080,
    });
    const webp = await m.t.app.inject({
      url: webpSibling(photo.urls.thumbnail),
      headers: m.ada.signed.headers,
    });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 480,
      height: 320,
    });
  });

  it('takes JPEG, PNG, WebP and AVIF; a new principal takes the mark from the old one', async () => {
    const IdFilm = await insertFilm(m.t, m.ada.Id);
    const first = await uploaded(IdFilm);
    for (const format of ['png', 'webp', 'avif'] as const) {
      const response = await upload(IdFilm, await testImage(format));
      expect(response.statusCode, `${format}: ${response.body}`).toBe(201);
      expect(response.json().IsPrincipal).toBe(false);
    }
    const last = await uploaded(IdFilm, { Type: 'shooting', IsPrincipal: 'true' });
    const { photos, limit, maxBytes } = await list(IdFilm);
    expect({ limit, maxBytes }).toEqual({ limit: 5, maxBytes: 5 * 1024 * 1024 });
    expect(photos.map((photo) => photo.Id)).toEqual([
      first.Id,
      expect.any(Number),
      expect.any(Number),
      expect.any(Number),
      last.Id,
    ]);
    expect(photos.filter((photo) => photo.IsPrincipal).map((photo) => photo.Id)).toEqual([last.Id]);
  });

  it('refuses a file renamed .jpg that is not an image, from its bytes, writing nothing', async () => {
    const IdFilm = await insertFilm(m.t, m.ada.Id);
    const before = await m.files();
    const cases: [string, Buffer][] = [
      ['text named photo.jpg', Buffer.from('I am a text file, whatever my name says.\n')],
      ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
      ['PDF', Buffer.from('%PDF-1.7\n1 0 obj\n')],
      [
        'JPEG signature then garbage',
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 7)]),
      ],
      ['GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;')],
    ];
    for (const [label, bytes] of cases) {
      const response = await upload(IdFilm, bytes, { Type: 'photo', FichierOriginal: 'photo.jpg' });
      expect(response.statusCode, label).toBe(415);
      expect(response.json(), label).toMatchObject({
        code: 'FILE_TYPE_REFUSED',
        message: "This type of file isn't accepted here.",
      });
    }
    expect(await m.t.database.db.select().from(filmPhoto).where(eq(filmPhoto.IdFilm, IdFilm))).toEqual([]);
    expect(await m.files()).toEqual(before);
  });

  it('refuses a photo over the size limit with the size in the message, and an empty upload', async () => {
    const IdFilm = await insertFilm(m.t, m.ada.Id);
    const tooLarge = await upload(IdFilm, Buffer.alloc(5 * 1024 * 1024 + 1, 0xff));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: 'This file exceeds the maximum size (5 MB).',
    });
    const french = await m.t.app.inject({
      method: 'POST',
      url: `/api/films/${IdFilm}/photo?Type=photo`,
      headers: { ...m.ada.signed.headers, ...UPLOAD_HEADERS, culture: 'fr' },
      payload: Buffer.alloc(6 * 1024 * 1024),
    });
    expect(french.json().message).toBe('Ce fichier dépasse la taille maximale (5 MB).');
    const empty = await upload(IdFilm, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('FILE_MISSING');
    const json = await m.t.app.inject({
      method: 'POST',
      url: `/api/films/${IdFilm}/photo?Type=photo`,
      headers: m.ada.signed.headers,
      payload: { image: 'base64...' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().code).toBe('FILE_MISSING');
  });

  it('checks the photo fields: type, credit length, principal flag', async () => {
    const IdFilm = await insertFilm(m.t, m.ada.Id);
    const image = await testImage();
    const cases: [Query, string, string][] = [
      [{}, 'Type', 'INVALID'],
      [{ Type: 'selfie' }, 'Type', 'INVALID'],
      [{ Type: 'photo', Credit: 'x'.repeat(256) }, 'Credit', 'TOO_LONG'],
      [{ Type: 'photo', IsPrincipal: 'yes' }, 'IsPrincipal', 'INVALID'],
      [{ Type: 'photo', FichierOriginal: 'x'.repeat(256) }, 'FichierOriginal', 'TOO_LONG'],
    ];
    for (const [query, path, code] of cases) {
      const response = await upload(IdFilm, image, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().fields, JSON.stringify(query)).toContainEqual(
        expect.objectContaining({ path, code }),
      );
    }
    const passing = await upload(IdFilm, image, {
      Type: 'film',
      Credit: 'x'.repeat(255),
      IsPrincipal: 'false',
    });
    expect(passing.statusCode).toBe(201);
  });
});

describe('the photo limit (docs/decisions.md: 5, or 20 with a SuperStamp)', () => {
  it('refuses the sixth photo of a film without a SuperStamp with the §8 message', async () => {
    const IdFilm = await insertFilm(m.t, m.ada.Id);
    for (let i = 0; i < 5; i += 1) await uploaded(IdFilm);
    const before = await m.files();
    const sixth = await upload(IdFilm, await testImage());
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toMatchObject({
      code: 'FILE_LIMIT_REACHED',
      message: 'The limit is reached: no more files can be added here.',
    });
    expect((await list(IdFilm)).photos).toHaveLength(5);
    expect(await m.files()).toEqual(before);
  });

  it('takes more while the film has a SuperStamp, and the limit follows the expiry date', async () => {
    const IdFilm = await insertFilm(m.t, m.ada.Id, {
      DateExpirationSuperTimbre: new Date(Date.now() + 86_400_000),
    });
    for (let i = 0; i < 6; i += 1) await uploaded(IdFilm);
    expect((await list(IdFilm)).limit).toBe(20);
    await m.t.database.db
      .update(film)
      .set({ DateExpirationSuperTimbre: new Date(Date.now() - 1000) })
      .where(eq(film.Id, IdFilm));
    expect((await list(IdFilm)).limit).toBe(5);
    expect((await upload(IdFilm, await testImage())).json().code).toBe('FILE_LIMIT_REACHED');
  });
});

describe('changing, ordering and deleting photos', () => {
  it('changes type and credit; unmarking the principal hands the mark on; the only photo stays principal', async () => {
    const IdFilm = await insertFilm(m.t, m.ada.Id);
    const a = await uploaded(IdFilm);
    const put = (Id: number, body: object) =>
      m.t.app.inject({
        method: 'PUT',
        url: `/api/films/${IdFilm}/photo/${Id}`,
        headers: m.ada.signed.headers,
        payload: body,
      });

    const alone = await put(a.Id, { Type: 'poster', IsPrincipal: false, Credit: '' });
    expect(alone.json()).toMatchObject({ Type: 'poster', IsPrincipal: true, Credit: null });
    const b = await uploaded(IdFilm);
    const handed = await put(a.Id, { Type: 'poster', IsPrincipal: false, Credit: 'Studio' });
    expect(handed.json()).toMatchObject({ IsPrincipal: false, Credit: 'Studio' });
    expect((await list(IdFilm)).photos.find((p) => p.IsPrincipal)?.Id).toBe(b.Id);
    expect((await put(a.Id, { Type: 'photo', IsPrincipal: true })).json().IsPrincipal).toBe(true);
    expect((await list(IdFilm)).photos.filter((p) => p.IsPrincipal).map((p) => p.Id)).toEqual([a.Id]);

    const invalid = await put(a.Id, { Type: 'gif', IsPrincipal: 'no', Credit: 'x'.repeat(256) });
    expect(invalid.statusCode).toBe(400);
    expect(
      invalid
        .json()
        .fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['Credit', 'IsPrincipal', 'Type']);
    expect((await put(999_999, { Type: 'photo' })).statusCode).toBe(404);
  });

  it('reorders with every photo named once, and refuses a stale list', async () => {
    const IdFilm = await insertFilm(m.t, m.ada.Id);
    const [a, b, c] = [await uploaded(IdFilm), await uploaded(IdFilm), await uploaded(IdFilm)];
    const order = (Ids: number[]) =>
      m.t.app.inject({
        method: 'PUT',
        url: `/api/films/${IdFilm}/photo-order`,
        headers: m.ada.signed.headers,
        payload: { Ids },
      });
    const done = await order([c.Id, a.Id, b.Id]);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().photos.map((p: FilmPhoto) => p.Id)).toEqual([c.Id, a.Id, b.Id]);
    for (const stale of [
      [c.Id, a.Id],
      [c.Id, a.Id, b.Id, b.Id],
      [c.Id, a.Id, 999_999],
    ]) {
      const refused = await order(stale);
      expect(refused.statusCode, JSON.stringify(stale)).toBe(400);
      expect(refused.json().fields).toEqual([expect.objectContaining({ path: 'Ids', code: 'INVALID' })]);
    }
    expect((await list(IdFilm)).photos.map((p) => p.Id)).toEqual([c.Id, a.Id, b.Id]);
  });

  it('deletes the record and its files; the principal mark passes to the next photo', async () => {
    const IdFilm = await insertFilm(m.t, m.ada.Id);
    const a = await uploaded(IdFilm);
    const b = await uploaded(IdFilm);
    const remove = (Id: number) =>
      m.t.app.inject({
        method: 'DELETE',
        url: `/api/films/${IdFilm}/photo/${Id}`,
        headers: m.ada.signed.headers,
      });
    const response = await remove(a.Id);
    expect(response.statusCode).toBe(204);
    expect((await m.files()).filter((file) => file.includes(a.Fichier.replace('.jpg', '')))).toEqual([]);
    expect((await list(IdFilm)).photos.map((p) => [p.Id, p.IsPrincipal])).toEqual([[b.Id, true]]);
    expect((await m.t.app.inject({ url: a.urls.origin, headers: m.ada.signed.headers })).statusCode).toBe(
      404,
    );
    expect((await remove(a.Id)).statusCode).toBe(404);
  });

  it('keeps an archived film as it is', async () => {
    const IdFilm = await insertFilm(m.t, m.ada.Id);
    const photo = await uploaded(IdFilm);
    await m.t.database.db.update(film).set({ Statut: 3 }).where(eq(film.Id, IdFilm));
    const upload409 = await upload(IdFilm, await testImage());
    expect(upload409.statusCode).toBe(409);
    expect(upload409.json().code).toBe('FILM_ARCHIVED');
    const del = await m.t.app.inject({
      method: 'DELETE',
      url: `/api/films/${IdFilm}/photo/${photo.Id}`,
      headers: m.ada.signed.headers,
    });
    expect(del.json().code).toBe('FILM_ARCHIVED');
    // Still readable by its owner.
    expect((await list(IdFilm)).photos).toHaveLength(1);
  });
});

describe('the public image path', () => {
  it('serves a public film to anyone, cached; a private or protected one only to its owner', async () => {
    const IdFilm = await insertFilm(m.t, m.ada.Id);
    const photo = await uploaded(IdFilm);
    const anonymous = () => m.t.app.inject({ url: photo.urls.hdready });
    expect((await anonymous()).statusCode).toBe(404);
    const owner = await m.t.app.inject({ url: photo.urls.hdready, headers: m.ada.signed.headers });
    expect(owner.statusCode).toBe(200);
    expect(owner.headers['cache-control']).toBe('private, no-store');
    expect(
      (await m.t.app.inject({ url: photo.urls.hdready, headers: m.bob.signed.headers })).statusCode,
    ).toBe(404);

    await m.t.database.db.update(film).set({ Publication: 1 }).where(eq(film.Id, IdFilm));
    const open = await anonymous();
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toBe('public, max-age=3600');
    expect(open.headers['content-type']).toBe('image/jpeg');
    expect(Number(open.headers['content-length'])).toBe(open.rawPayload.length);

    await m.t.database.db.update(film).set({ Publication: 2, MotDePasse: 'hash' }).where(eq(film.Id, IdFilm));
    expect((await anonymous()).statusCode).toBe(404);
  });

  it('answers 404 for a wrong uploader, film, size or name, and never reads outside the media folder', async () => {
    const IdFilm = await insertFilm(m.t, m.ada.Id, { Publication: 1 });
    const photo = await uploaded(IdFilm);
    const stem = photo.Fichier.replace('.jpg', '');
    const base = `/api/public/photos/films/${IdFilm}/upload-by/${m.ada.Id}/size`;
    const other = await insertFilm(m.t, m.ada.Id, { Publication: 1 });
    for (const url of [
      `/api/public/photos/films/${IdFilm}/upload-by/${m.bob.Id}/size/origin/${photo.Fichier}`,
      `/api/public/photos/films/${other}/upload-by/${m.ada.Id}/size/origin/${photo.Fichier}`,
      `${base}/origin/${stem}.png`,
      `${base}/origin/${stem}`,
      `${base}/origin/..%2F..%2F..%2Fetc%2Fpasswd`,
      `${base}/origin/${'0'.repeat(32)}.jpg`,
    ]) {
      const response = await m.t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code, url).toBe('NOT_FOUND');
    }
    const badSize = await m.t.app.inject({ url: `${base}/huge/${photo.Fichier}` });
    expect(badSize.statusCode).toBe(400);
  });
});
