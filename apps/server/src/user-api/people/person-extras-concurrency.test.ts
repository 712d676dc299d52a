import { personneBiographie, personneFilmographie } from '@shortlist/db/schema/film-people';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ConcurrencyTestApp, createConcurrencyTestApp } from '../../test/concurrency-test-app.ts';
import { createContactPerson } from '../../test/contact-person.ts';
import { FILMOGRAPHY_MAX } from './filmography.ts';

/**
 * The filmography bound under concurrency, on a real HTTP server: adds race for the last lines
 * of a person. The add counts again while holding the person's row, so exactly the free lines
 * are taken, whatever the interleaving.
 */
let m: ConcurrencyTestApp;
let IdPersonne: number;

beforeAll(async () => {
  m = await createConcurrencyTestApp();
  ({ IdPersonne } = await createContactPerson(m, { Nom: 'Varda', Prenom: 'Agnès' }));
});
afterAll(() => m.close());

it('lets exactly the free lines be taken by 6 simultaneous adds', async () => {
  const line = { IdPersonne, TitreFilm: 'Film', Annee: 2000, Duree: 600, Distinction: 'None' };
  await m.t.database.db
    .insert(personneFilmographie)
    .values(Array.from({ length: FILMOGRAPHY_MAX - 2 }, () => line));
  const responses = await Promise.all(
    Array.from({ length: 6 }, () =>
      fetch(`${m.base}/api/personnes/filmographie`, {
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
      fetch(`${m.base}/api/personnes/biographie`, {
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
