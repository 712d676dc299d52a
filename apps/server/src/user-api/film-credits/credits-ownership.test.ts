import { personne } from '@shortlist/db/schema/accounts';
import { contact, generique } from '@shortlist/db/schema/film-people';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaTestApp, insertFilm, type MediaTestApp } from '../../test/media-test-app.ts';
import { creditsClient, person, varda } from './credits-test-client.ts';

/**
 * Another account gets 404 on every contact and credit of the first, and changes nothing.
 */
let m: MediaTestApp;
const { saved, credits } = creditsClient(() => m);

beforeAll(async () => {
  m = await createMediaTestApp();
});
afterAll(() => m.close());

describe('another account', () => {
  it('gets 404 on every contact and credit of the first account, and changes nothing', async () => {
    const IdFilm = await insertFilm(m.t, m.ada.Id);
    const IdContact = await saved({ ...varda, IdFilm });
    const [credit] = await credits(IdFilm);
    const bobFilm = await insertFilm(m.t, m.bob.Id);
    const tables = async () => ({
      contacts: await m.t.database.db.select().from(contact),
      credits: await m.t.database.db.select().from(generique),
      people: await m.t.database.db.select().from(personne),
    });
    const before = await tables();
    const calls = [
      { method: 'GET', url: `/api/contacts/${IdContact}` },
      { method: 'GET', url: `/api/generiques/film/${IdFilm}` },
      { method: 'GET', url: `/api/generiques/film/${IdFilm}/contacts` },
      {
        method: 'POST',
        url: '/api/contacts',
        payload: { IdContact, idsFonction: [1], Personne: person('Bob', 'Bob') },
      },
      { method: 'POST', url: '/api/contacts', payload: { IdContact, IdFilm: bobFilm, idsFonction: [1] } },
      {
        method: 'POST',
        url: '/api/contacts',
        payload: { IdContact: null, IdFilm, idsFonction: [1], Personne: person('Bob', 'Bob') },
      },
      {
        method: 'PUT',
        url: '/api/generiques/ordre',
        payload: { IdFilm, IdFonction: 1, idsContact: [IdContact] },
      },
      { method: 'DELETE', url: '/api/generiques/delete-generique', payload: { Id: credit?.Id } },
    ] as const;
    // The owner's Preview reads the credits with the contact details a festival will see.
    const own = await m.t.app.inject({
      url: `/api/generiques/film/${IdFilm}/contacts`,
      headers: m.ada.signed.headers,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual([
      expect.objectContaining({ displayName: 'Agnès Varda (Ciné-Tamaris)', Email: 'agnes@example.com' }),
      expect.objectContaining({ displayName: 'Agnès Varda (Ciné-Tamaris)', Email: 'agnes@example.com' }),
    ]);
    for (const call of calls) {
      const response = await m.t.app.inject({ ...call, headers: m.bob.signed.headers });
      expect(
        response.statusCode,
        `${call.method} ${call.url} ${JSON.stringify('payload' in call ? call.payload : '')}`,
      ).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    const bobSearch = await m.t.app.inject({
      method: 'POST',
      url: '/api/contacts/filter',
      headers: m.bob.signed.headers,
      payload: { search: 'varda', IdFilm },
    });
    expect(bobSearch.json()).toEqual([]);
    expect(await tables()).toEqual(before);
  });
});
