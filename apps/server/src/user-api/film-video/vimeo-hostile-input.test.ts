import { filmVideo } from '@shortlist/db/schema/film-videos';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMediaTestApp, insertFilm, type MediaTestApp } from '../../test/media-test-app.ts';
import { sweepOwnedOperations } from '../../test/owned-hostile-input.ts';

/**
 * The Vimeo operations (reference, "Connect my Vimeo account" and the authorisation returns) with the signed-in owner's own film
 * in the path: hostile values in every field answer a 4xx with a code, and no video is written.
 */
let m: MediaTestApp;
let owned: Record<string, string>;

beforeAll(async () => {
  m = await createMediaTestApp();
  owned = { idFilm: String(await insertFilm(m.t, m.ada.Id)), type: 'film' };
});
afterAll(() => m.close());

it('answers hostile values to the Vimeo operations with a 4xx and a code, writing nothing', async () => {
  const [before] = await m.t.database.db.select({ n: count() }).from(filmVideo);
  const { operations, failures } = await sweepOwnedOperations({
    app: m.t.app,
    headers: m.ada.signed.headers,
    select: (id) => /\/vimeo/.test(id),
    owned,
  });
  expect(operations.sort()).toEqual([
    'GET /api/films/{idFilm}/video/vimeo/authorize',
    'GET /api/films/{idFilm}/video/{type}/vimeo',
    'POST /api/vimeo/code',
    'POST /api/vimeo/token',
    'PUT /api/films/{idFilm}/video/{type}/vimeo',
  ]);
  expect(failures).toEqual([]);
  const [after] = await m.t.database.db.select({ n: count() }).from(filmVideo);
  expect(after?.n).toBe(before?.n);
}, 120_000);
