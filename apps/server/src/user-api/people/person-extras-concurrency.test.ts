import { personneBiographie, personneFilmographie } from '@shortlist/db/schema/film-people';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMediaTestApp, type MediaTestApp } from '../../test/media-test-app.ts';
import { FILMOGRAPHY_MAX } from './filmography.ts';

/**
 * The filmography bound under concurrency, on a real HTTP server: adds race for the last lines
 * of a person. The add counts again while holding the person's row, so exactly the free lines
 * are taken, whatever the interleaving.
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
      Personne: { IsSave: true, Data: { Nom: 'Varda', Prenom: 'Agnès' } },
    },
  });
  const contact = await m.t.app.inject({
    url: `/api/contacts/${saved.json().CONT_ID}`,
    headers: m.ada.signed.headers,
  });
  IdPersonne = contact.json().IdPersonne;
});
afterAll(() => m.close());

it('lets exactly the free lines be taken by 6 simultaneous adds', async () => {
  const line = { IdPersonne, TitreFilm: 'Film', Annee: 2000, Duree: 600, Distinction: 'None' };
  await m.t.database.db
    .insert(personneFilmographie)
    .values(Array.from({ length: FILMOGRAPHY_MAX - 2 }, () => line));
  const responses = await Promise.all(
    Array.from({ length: 6 }, () =>
      fetch(`${base}/api/personnes/filmographie`, {
        method: 'POST',
        headers: { ...m.ada.signed.headers, 'content-type': 'application/json' },
        body: JSON.stringify(line),
      }),
    ),
  );
  expect(responses.map((response) => response.status).sort()).toEqual([201, 201, 409, 409, 409, 409]);
  const [total] = await m.t.database.db
    .select({ n: count() })
    .from(personneFilmographie)
    .where(eq(personneFilmographie.IdPersonne, IdPersonne));
  expect(total?.n).toBe(FILMOGRAPHY_MAX);
});

it('keeps one biography per language when 4 saves in the same language race', async () => {
  const responses = await Promise.all(
    Array.from({ length: 4 }, (_, index) =>
      fetch(`${base}/api/personnes/biographie`, {
        method: 'POST',
        headers: { ...m.ada.signed.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ IdPersonne, IdLangue: 1, Biographie: `Version ${index}` }),
      }),
    ),
  );
  expect(responses.map((response) => response.status).sort()).toEqual([201, 400, 400, 400]);
  const [total] = await m.t.database.db
    .select({ n: count() })
    .from(personneBiographie)
    .where(eq(personneBiographie.IdPersonne, IdPersonne));
  expect(total?.n).toBe(1);
});
