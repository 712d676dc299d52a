import { personnePhoto } from '@shortlist/db/schema/film-people';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ConcurrencyTestApp, createConcurrencyTestApp } from '../../test/concurrency-test-app.ts';
import { createContactPerson } from '../../test/contact-person.ts';
import { testImage, UPLOAD_HEADERS } from '../../test/media-test-app.ts';

/**
 * One photo per person under concurrency, on a real HTTP server: simultaneous uploads replace
 * one another in turn, so one row and the files of one photo remain.
 */
let m: ConcurrencyTestApp;
let IdPersonne: number;

beforeAll(async () => {
  m = await createConcurrencyTestApp();
  ({ IdPersonne } = await createContactPerson(m, { Nom: 'Demy', Prenom: 'Jacques' }));
});
afterAll(() => m.close());

it('keeps one photo and its files when 4 uploads for one person race', async () => {
  const image = await testImage();
  const responses = await Promise.all(
    Array.from({ length: 4 }, () =>
      fetch(`${m.base}/api/personnes/${IdPersonne}/photo`, {
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
