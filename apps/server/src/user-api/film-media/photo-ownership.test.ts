import { filmPhoto } from '@shortlist/db/schema/films';
import type { FilmPhoto } from '@shortlist/domain/films/api-contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createMediaTestApp,
  insertFilm,
  type MediaTestApp,
  testImage,
  UPLOAD_HEADERS,
} from '../../test/media-test-app.ts';

let m: MediaTestApp;
let IdFilm: number;
let photo: FilmPhoto;

beforeAll(async () => {
  m = await createMediaTestApp();
  IdFilm = await insertFilm(m.t, m.ada.Id);
  const response = await m.t.app.inject({
    method: 'POST',
    url: `/api/films/${IdFilm}/photo?Type=poster`,
    headers: { ...m.ada.signed.headers, ...UPLOAD_HEADERS },
    payload: await testImage(),
  });
  expect(response.statusCode, response.body).toBe(201);
  photo = response.json();
});
afterAll(() => m.close());

it("gives another account 404 on every photo call of the first account's film, changing nothing", async () => {
  const image = await testImage();
  const calls: InjectOptions[] = [
    { method: 'GET', url: `/api/film-photo/${IdFilm}/dico` },
    {
      method: 'POST',
      url: `/api/films/${IdFilm}/photo?Type=photo&IsPrincipal=true`,
      headers: UPLOAD_HEADERS,
      payload: image,
    },
    {
      method: 'PUT',
      url: `/api/films/${IdFilm}/photo/${photo.Id}`,
      payload: { Type: 'film', IsPrincipal: true },
    },
    { method: 'PUT', url: `/api/films/${IdFilm}/photo-order`, payload: { Ids: [photo.Id] } },
    { method: 'DELETE', url: `/api/films/${IdFilm}/photo/${photo.Id}` },
    // Bob's own film id with Ada's photo id: the photo must belong to the film in the path.
    { method: 'GET', url: photo.urls.origin },
  ];
  const bobFilm = await insertFilm(m.t, m.bob.Id);
  calls.push(
    {
      method: 'PUT',
      url: `/api/films/${bobFilm}/photo/${photo.Id}`,
      payload: { Type: 'film', IsPrincipal: true },
    },
    { method: 'DELETE', url: `/api/films/${bobFilm}/photo/${photo.Id}` },
    { method: 'PUT', url: `/api/films/${bobFilm}/photo-order`, payload: { Ids: [photo.Id] } },
  );
  const rowsBefore = await m.t.database.db.select().from(filmPhoto);
  const filesBefore = await m.files();
  for (const call of calls) {
    const response = await m.t.app.inject({ ...call, headers: { ...m.bob.signed.headers, ...call.headers } });
    const label = `${call.method} ${call.url}`;
    if (label.includes('photo-order') && label.includes(`/${bobFilm}/`)) {
      // Bob's own film: the list names a photo it does not hold.
      expect(response.statusCode, label).toBe(400);
      continue;
    }
    expect(response.statusCode, label).toBe(404);
    expect(response.json().code, label).toBe('NOT_FOUND');
  }
  expect(await m.t.database.db.select().from(filmPhoto)).toEqual(rowsBefore);
  expect(await m.files()).toEqual(filesBefore);
});

it('answers 401 to every photo call made without a session', async () => {
  for (const call of [
    { method: 'GET', url: `/api/film-photo/${IdFilm}/dico` },
    { method: 'POST', url: `/api/films/${IdFilm}/photo?Type=photo` },
    { method: 'PUT', url: `/api/films/${IdFilm}/photo/${photo.Id}`, payload: { Type: 'film' } },
    { method: 'PUT', url: `/api/films/${IdFilm}/photo-order`, payload: { Ids: [photo.Id] } },
    { method: 'DELETE', url: `/api/films/${IdFilm}/photo/${photo.Id}` },
  ] as InjectOptions[]) {
    const response = await m.t.app.inject(call);
    expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
  }
});
