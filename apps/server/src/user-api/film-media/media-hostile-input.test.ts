import { filmPhoto } from '@shortlist/db/schema/films';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createMediaTestApp,
  insertFilm,
  type MediaTestApp,
  testImage,
  UPLOAD_HEADERS,
} from '../../test/media-test-app.ts';
import { sweepOwnedOperations } from '../../test/owned-hostile-input.ts';

/**
 * Every operation of this area with the signed-in owner's own film and photo in its path, so
 * hostile values reach the use cases, plus hostile upload bodies: each answers a 4xx with a
 * code, and no row or file is added.
 */
let m: MediaTestApp;
let owned: Record<string, string>;

beforeAll(async () => {
  m = await createMediaTestApp();
  const IdFilm = await insertFilm(m.t, m.ada.Id, { Publication: 1 });
  const photo = await m.t.app.inject({
    method: 'POST',
    url: `/api/films/${IdFilm}/photo?Type=poster`,
    headers: { ...m.ada.signed.headers, ...UPLOAD_HEADERS },
    payload: await testImage(),
  });
  expect(photo.statusCode, photo.body).toBe(201);
  owned = { idFilm: String(IdFilm), id: String(photo.json().Id), user: String(m.ada.Id) };
});
afterAll(() => m.close());

const octet = 'application/octet-stream';

it('answers hostile values and uploads to the owner with a 4xx and a code, adding nothing', async () => {
  const jpegHead = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
  const [before] = await m.t.database.db.select({ n: count() }).from(filmPhoto);
  const filesBefore = await m.files();
  const { operations, failures } = await sweepOwnedOperations({
    app: m.t.app,
    headers: m.ada.signed.headers,
    select: (id) => /\/api\/(film-photo|films\/\{idFilm\}\/photo|public\/photos\/films)/.test(id),
    owned,
    uploadOperations: ['POST /api/films/{idFilm}/photo'],
    uploads: [
      {
        label: 'random bytes',
        payload: Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)),
        type: octet,
      },
      {
        label: 'JPEG head then zeros',
        payload: Buffer.concat([jpegHead, Buffer.alloc(70_000)]),
        type: octet,
      },
      {
        label: 'truncated real JPEG',
        payload: (await testImage('jpeg', { width: 800, height: 600 })).subarray(0, 900),
        type: octet,
      },
      { label: 'HTML', payload: '<html><script>alert(1)</script></html>', type: octet },
      { label: 'one byte', payload: Buffer.from([0xff]), type: octet },
      { label: 'image as image/jpeg', payload: await testImage(), type: 'image/jpeg' },
      { label: 'image as multipart', payload: await testImage(), type: 'multipart/form-data; boundary=x' },
      { label: 'text/plain', payload: 'hello', type: 'text/plain' },
      { label: 'over the size limit', payload: Buffer.alloc(5 * 1024 * 1024 + 10, 1), type: octet },
    ],
  });
  expect(operations).toHaveLength(6);
  expect(failures).toEqual([]);
  const [after] = await m.t.database.db.select({ n: count() }).from(filmPhoto);
  expect(after?.n).toBe(before?.n);
  expect(await m.files()).toEqual(filesBefore);
});
