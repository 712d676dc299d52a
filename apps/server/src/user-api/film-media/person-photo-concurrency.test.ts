import { personnePhoto } from '@shortlist/db/schema/film-people';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createMediaTestApp,
  type MediaTestApp,
  testImage,
  UPLOAD_HEADERS,
} from '../../test/media-test-app.ts';

/**
 * One photo per person under concurrency, on a real HTTP server: simultaneous uploads replace
 * one another in turn, so one row and the files of one photo remain.
 */
let m: MediaTestApp;
let base: string;
let IdPersonne: number;

beforeAll(async () => {
  m = await createMediaTestApp({ env: { RATE_LIMIT_PER_MINUTE: '10000' } });
  base = await m.t.app.listen({ port: 0, host: '127.0.0.1' });
  const saved = await m.t.app.inject({
    method: 'POST',
    url: '/api/contacts',
    headers: m.ada.signed.headers,
    payload: {
      IdContact: null,
      idsFonction: [1],
      Personne: { IsSave: true, Data: { Nom: 'Demy', Prenom: 'Jacques' } },
    },
  });
  const contact = await m.t.app.inject({
    url: `/api/contacts/${saved.json().CONT_ID}`,
    headers: m.ada.signed.headers,
  });
  IdPersonne = contact.json().IdPersonne;
});
afterAll(() => m.close());

it('keeps one photo and its files when 4 uploads for one person race', async () => {
  const image = await testImage();
  const responses = await Promise.all(
    Array.from({ length: 4 }, () =>
      fetch(`${base}/api/personnes/${IdPersonne}/photo`, {
        method: 'POST',
        headers: { ...m.ada.signed.headers, ...UPLOAD_HEADERS },
        body: image,
      }),
    ),
  );
  expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201]);
  const rows = await m.t.database.db
    .select()
    .from(personnePhoto)
    .where(eq(personnePhoto.IdPersonne, IdPersonne));
  expect(rows).toHaveLength(1);
  // Two sizes in two formats of the one photo left.
  expect((await m.files()).filter((file) => file.startsWith(`personnes/${IdPersonne}/`))).toHaveLength(4);
});
