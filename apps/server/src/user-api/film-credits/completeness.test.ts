import { afterAll, beforeAll, expect, it } from 'vitest';
import { FILM_CREATE_BODY, FILM_DATA_BODY, FILM_TECHNICAL_BODY } from '../../test/film-bodies.ts';
import {
  createMediaTestApp,
  type MediaTestApp,
  testImage,
  UPLOAD_HEADERS,
} from '../../test/media-test-app.ts';

/**
 * Completeness needs a director credit and a principal photo (films-api's rule, `missingItems`):
 * the credits and photos calls refresh the film's status in their own transaction, so the films
 * list and its status filter follow every such change at once.
 */
let m: MediaTestApp;

beforeAll(async () => {
  m = await createMediaTestApp();
});
afterAll(() => m.close());

it('makes a film complete with its director and principal photo, and incomplete again without them', async () => {
  const headers = m.ada.signed.headers;
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const response = await m.t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.body ? response.json() : null;
  };
  const created = await call('POST', '/api/films', FILM_CREATE_BODY);
  const IdFilm: number = created.Id;
  await call('PUT', `/api/films/${IdFilm}/donnees`, FILM_DATA_BODY);
  await call('PUT', `/api/films/${IdFilm}/technique`, FILM_TECHNICAL_BODY);
  const status = async () => (await call('GET', `/api/films/${IdFilm}`)).status;
  const missing = async () =>
    (await call('GET', `/api/films/${IdFilm}/completions`)).missing.map(
      (item: { field: string }) => item.field,
    );
  expect(await missing()).toEqual(['director', 'photoPrincipal']);

  await call('POST', '/api/contacts', {
    IdContact: null,
    IdFilm,
    idsFonction: [1],
    Personne: { IsSave: true, Data: { Nom: 'Marker', Prenom: 'Chris' } },
  });
  expect(await missing()).toEqual(['photoPrincipal']);
  const photo = await m.t.app.inject({
    method: 'POST',
    url: `/api/films/${IdFilm}/photo?Type=poster`,
    headers: { ...headers, ...UPLOAD_HEADERS },
    payload: await testImage(),
  });
  expect(photo.statusCode).toBe(201);
  expect(await status()).toBe('complete');

  await call('DELETE', `/api/films/${IdFilm}/photo/${photo.json().Id}`);
  expect(await status()).toBe('incomplete');
  await m.t.app.inject({
    method: 'POST',
    url: `/api/films/${IdFilm}/photo?Type=poster`,
    headers: { ...headers, ...UPLOAD_HEADERS },
    payload: await testImage(),
  });
  expect(await status()).toBe('complete');
  const [credit] = await call('GET', `/api/generiques/film/${IdFilm}`);
  await call('DELETE', '/api/generiques/delete-generique', { Id: credit.Id });
  expect(await status()).toBe('incomplete');
});
