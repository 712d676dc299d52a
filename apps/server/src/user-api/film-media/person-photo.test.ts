import { film } from '@shortlist/db/schema/films';
import { PUBLICATION } from '@shortlist/domain/films/film-values';
import type { PersonPhoto } from '@shortlist/domain/media/person-photo-contracts';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContactPerson } from '../../test/contact-person.ts';
import {
  createMediaTestApp,
  insertFilm,
  type MediaTestApp,
  testImage,
  UPLOAD_HEADERS,
} from '../../test/media-test-app.ts';

let m: MediaTestApp;
let IdFilm: number;
let IdPersonne: number;

const upload = async (payload: Buffer, headers = m.ada.signed.headers, person = IdPersonne) =>
  m.t.app.inject({
    method: 'POST',
    url: `/api/personnes/${person}/photo?Credit=Studio%20Harcourt&FichierOriginal=varda.jpg`,
    headers: { ...headers, ...UPLOAD_HEADERS },
    payload,
  });

beforeAll(async () => {
  m = await createMediaTestApp();
  IdFilm = await insertFilm(m.t, m.ada.Id);
  ({ IdPersonne } = await createContactPerson(m, { Nom: 'Varda', Prenom: 'Agnès' }, { IdFilm }));
});
afterAll(() => m.close());

describe("a person's photo", () => {
  it('replaces the previous photo and its files, and is served at its public path once the film is public', async () => {
    const first = await upload(await testImage('png'));
    expect(first.statusCode, first.body).toBe(201);
    const second = await upload(await testImage());
    expect(second.statusCode, second.body).toBe(201);
    const photo: PersonPhoto = second.json();
    expect(photo).toMatchObject({ IdPersonne, Credit: 'Studio Harcourt' });
    const files = (await m.files()).filter((file) => file.startsWith(`personnes/${IdPersonne}/`));
    // Two sizes in two formats, of the second photo only.
    expect(files).toHaveLength(4);
    expect(files.every((file) => file.includes(photo.Fichier.replace('.jpg', '')))).toBe(true);

    const owner = await m.t.app.inject({ url: photo.url, headers: m.ada.signed.headers });
    expect(owner.statusCode).toBe(200);
    expect(owner.headers['content-type']).toBe('image/jpeg');
    expect((await m.t.app.inject({ url: photo.url })).statusCode).toBe(404);
    await m.t.database.db.update(film).set({ Publication: PUBLICATION.public }).where(eq(film.Id, IdFilm));
    const visitor = await m.t.app.inject({ url: photo.url.replace('.jpg', '.webp') });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['content-type']).toBe('image/webp');
    await m.t.database.db.update(film).set({ Publication: PUBLICATION.private }).where(eq(film.Id, IdFilm));
  });

  it('refuses a file renamed .jpg that is no image, writing nothing', async () => {
    const before = await m.files();
    const refused = await upload(Buffer.from('%PDF-1.7 not an image at all'));
    expect(refused.statusCode).toBe(415);
    expect(refused.json().code).toBe('FILE_TYPE_REFUSED');
    expect(await m.files()).toEqual(before);
  });

  it('gives another account 404 on every call, changing nothing', async () => {
    const current = await m.t.app.inject({
      url: `/api/personnes/${IdPersonne}/photo`,
      headers: m.ada.signed.headers,
    });
    const photo: PersonPhoto = current.json();
    const calls: InjectOptions[] = [
      { method: 'GET', url: `/api/personnes/${IdPersonne}/photo` },
      {
        method: 'POST',
        url: `/api/personnes/${IdPersonne}/photo`,
        headers: UPLOAD_HEADERS,
        payload: await testImage(),
      },
      { method: 'DELETE', url: `/api/personnes/${IdPersonne}/photo/${photo.Id}` },
      { method: 'GET', url: photo.url },
    ];
    const before = await m.files();
    for (const call of calls) {
      const response = await m.t.app.inject({
        ...call,
        headers: { ...call.headers, ...m.bob.signed.headers },
      });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    expect(await m.files()).toEqual(before);
    const deleted = await m.t.app.inject({
      method: 'DELETE',
      url: `/api/personnes/${IdPersonne}/photo/${photo.Id}`,
      headers: m.ada.signed.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await m.files()).filter((file) => file.startsWith('personnes/'))).toEqual([]);
  });
});
