import { personne } from '@shortlist/db/schema/accounts';
import { contact, generique } from '@shortlist/db/schema/film-people';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMediaTestApp, insertFilm, type MediaTestApp } from '../../test/media-test-app.ts';
import { sweepOwnedOperations } from '../../test/owned-hostile-input.ts';

/**
 * The credits and address book calls with the owner's own film and contact (both id 1, the ids
 * the sweep's plain bodies carry), so hostile values reach the use cases: a 4xx with a code
 * each, and no row added or removed.
 */
let m: MediaTestApp;

beforeAll(async () => {
  m = await createMediaTestApp();
  const IdFilm = await insertFilm(m.t, m.ada.Id, { Publication: 1 });
  const created = await m.t.app.inject({
    method: 'POST',
    url: '/api/contacts',
    headers: m.ada.signed.headers,
    payload: {
      IdContact: null,
      IdFilm,
      idsFonction: [1],
      Personne: { IsSave: true, Data: { Nom: 'Varda', Prenom: 'Agnès' } },
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  expect([IdFilm, created.json().CONT_ID]).toEqual([1, 1]);
});
afterAll(() => m.close());

it('answers hostile values with a 4xx and a code, writing nothing', async () => {
  const counts = async () => ({
    contacts: (await m.t.database.db.select({ n: count() }).from(contact))[0]?.n,
    credits: (await m.t.database.db.select({ n: count() }).from(generique))[0]?.n,
    people: (await m.t.database.db.select({ n: count() }).from(personne))[0]?.n,
  });
  const before = await counts();
  const { operations, failures } = await sweepOwnedOperations({
    app: m.t.app,
    headers: m.ada.signed.headers,
    select: (id) => /\/api\/(public\/)?(contacts|generiques)/.test(id),
    owned: { idFilm: '1', id: '1' },
  });
  expect(operations).toHaveLength(8);
  expect(failures).toEqual([]);
  expect(await counts()).toEqual(before);
});
