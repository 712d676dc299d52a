import { filmPhoto } from '@shortlist/db/schema/films';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ConcurrencyTestApp, createConcurrencyTestApp } from '../../test/concurrency-test-app.ts';
import { insertFilm, testImage, UPLOAD_HEADERS } from '../../test/media-test-app.ts';

/**
 * The photo limit under concurrency, on a real HTTP server: uploads race for the last places of
 * a film. The upload counts again inside a transaction holding the film's row, so exactly the
 * free places are taken, whatever the interleaving, and the refused uploads leave no file.
 */
let m: ConcurrencyTestApp;

beforeAll(async () => {
  m = await createConcurrencyTestApp();
});
afterAll(() => m.close());

async function post(IdFilm: number, body: Buffer, query = 'Type=photo'): Promise<Response> {
  return fetch(`${m.base}/api/films/${IdFilm}/photo?${query}`, {
    method: 'POST',
    headers: { ...m.ada.signed.headers, ...UPLOAD_HEADERS },
    body,
  });
}

it('lets exactly the free places be taken by 8 simultaneous uploads, and keeps one principal', async () => {
  const IdFilm = await insertFilm(m.t, m.ada.Id);
  const image = await testImage();
  for (let i = 0; i < 3; i += 1) expect((await post(IdFilm, image)).status).toBe(201);

  const responses = await Promise.all(
    Array.from({ length: 8 }, () => post(IdFilm, image, 'Type=photo&IsPrincipal=true')),
  );
  const statuses = responses.map((response) => response.status).sort();
  expect(statuses).toEqual([201, 201, 409, 409, 409, 409, 409, 409]);
  for (const response of responses.filter((r) => r.status === 409)) {
    expect(((await response.json()) as { code: string }).code).toBe('FILE_LIMIT_REACHED');
  }
  const [total] = await m.t.database.db
    .select({ n: count() })
    .from(filmPhoto)
    .where(eq(filmPhoto.IdFilm, IdFilm));
  expect(total?.n).toBe(5);
  const principals = await m.t.database.db
    .select({ Id: filmPhoto.Id })
    .from(filmPhoto)
    .where(eq(filmPhoto.IsPrincipal, true));
  expect(principals).toHaveLength(1);
  // 5 photos x 4 sizes x 2 formats: the refused uploads removed what they had written.
  expect((await m.files()).filter((file) => file.startsWith(`films/${IdFilm}/`))).toHaveLength(40);
});
