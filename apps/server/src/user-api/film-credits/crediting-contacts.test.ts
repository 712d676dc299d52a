import { personne } from '@shortlist/db/schema/accounts';
import { coordonnee, structure } from '@shortlist/db/schema/contacts';
import { contact } from '@shortlist/db/schema/film-people';
import { film } from '@shortlist/db/schema/films';
import type { AddressBookContact } from '@shortlist/domain/credits/contact-contracts';
import type { Credit } from '@shortlist/domain/films/api-contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaTestApp, insertFilm, type MediaTestApp } from '../../test/media-test-app.ts';
import { creditsClient, person, varda } from './credits-test-client.ts';

/**
 * Contacts credited on a film through the credits tab's calls: created, ordered, offered again,
 * edited, removed; an archived film's credits stay.
 */
let m: MediaTestApp;
const { saveContact, saved, credits, search } = creditsClient(() => m);

beforeAll(async () => {
  m = await createMediaTestApp();
});
afterAll(() => m.close());

describe('crediting contacts on a film', () => {
  it('creates a contact with its person, company, address and details, credited in two functions', async () => {
    const IdFilm = await insertFilm(m.t, m.ada.Id);
    const IdContact = await saved({ ...varda, IdFilm });
    const list = await credits(IdFilm, 'fr');
    expect(list.map((c) => [c.IdFonction, c.OrdreFonction, c.displayName])).toEqual([
      [1, 1, 'Agnès Varda (Ciné-Tamaris)'],
      [2, 1, 'Agnès Varda (Ciné-Tamaris)'],
    ]);
    expect(list[0]).toMatchObject({
      IdContact,
      IdCompteAnnuaire: m.ada.Id,
      Societe: 'Ciné-Tamaris',
      Civilite: 'Mme',
    });

    const response = await m.t.app.inject({
      url: `/api/contacts/${IdContact}?IdFilm=${IdFilm}`,
      headers: m.ada.signed.headers,
    });
    const whole: AddressBookContact = response.json();
    expect(whole).toMatchObject({
      Id: IdContact,
      Personne: { Nom: 'Varda', Prenom: 'Agnès', AnneeNaissance: 1928 },
      Structure: { RaisonSociale: 'Ciné-Tamaris' },
      Adresse: { IdPays: 1, Ville: 'Paris', LibellePays: expect.any(String) },
      Coordonnee: { Email: 'agnes@example.com' },
      CoordonneeStructure: { Telephone: '+33.143220000' },
      idsFonction: [1, 2],
    });
  });

  it('places a new credit last in its function, reorders a function, and refuses a stale order', async () => {
    const IdFilm = await insertFilm(m.t, m.ada.Id);
    const a = await saved({ IdContact: null, IdFilm, idsFonction: [1], Personne: person('Demy', 'Jacques') });
    const b = await saved({
      IdContact: null,
      IdFilm,
      idsFonction: [1, 30],
      Personne: person('Rozier', 'Jacques'),
    });
    expect((await credits(IdFilm)).map((c) => [c.IdFonction, c.IdContact, c.OrdreFonction])).toEqual([
      [1, a, 1],
      [1, b, 2],
      [30, b, 1],
    ]);
    const order = (idsContact: number[]) =>
      m.t.app.inject({
        method: 'PUT',
        url: '/api/generiques/ordre',
        headers: m.ada.signed.headers,
        payload: { IdFilm, IdFonction: 1, idsContact },
      });
    const done = await order([b, a]);
    expect(done.statusCode, done.body).toBe(200);
    expect(
      done
        .json()
        .filter((c: Credit) => c.IdFonction === 1)
        .map((c: Credit) => c.IdContact),
    ).toEqual([b, a]);
    for (const stale of [[b], [b, a, 999_999]]) {
      const refused = await order(stale);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual([
        expect.objectContaining({ path: 'idsContact', code: 'INVALID' }),
      ]);
    }
  });

  it('offers a person of the address book again on another film (search by name, accents ignored)', async () => {
    const first = await insertFilm(m.t, m.ada.Id);
    const second = await insertFilm(m.t, m.ada.Id);
    const IdContact = await saved({
      IdContact: null,
      IdFilm: first,
      idsFonction: [3],
      Personne: person('Lubezki', 'Emmanuel'),
      Structure: { IsSave: true, Data: { RaisonSociale: 'Photo Ciné Ltd' } },
    });
    const [people] = await m.t.database.db.select({ n: count() }).from(personne);
    expect((await search('LUBÉZKI')).map((e) => e.IdContact)).toEqual([IdContact]);
    expect((await search('emmanuel cine')).map((e) => e.IdContact)).toEqual([IdContact]);
    expect(await search('nobody')).toEqual([]);
    // Already credited on the first film: not offered there again.
    expect((await search('lubezki', first)).length).toBe(0);
    const offered = await search('lubezki', second);
    expect(offered).toEqual([
      expect.objectContaining({
        IdContact,
        displayName: 'Emmanuel Lubezki (Photo Ciné Ltd)',
        Societe: 'Photo Ciné Ltd',
      }),
    ]);

    await saved({ IdContact, IdFilm: second, idsFonction: [3, 1] });
    expect((await credits(second)).map((c) => [c.IdFonction, c.IdContact])).toEqual([
      [1, IdContact],
      [3, IdContact],
    ]);
    const [after] = await m.t.database.db.select({ n: count() }).from(personne);
    expect(after?.n).toBe(people?.n);
  });

  it("makes a contact's functions on a film exactly the ones sent, and edits or removes its parts", async () => {
    const IdFilm = await insertFilm(m.t, m.ada.Id);
    const IdContact = await saved({ ...varda, IdFilm });
    const [created] = await m.t.database.db.select().from(contact).where(eq(contact.Id, IdContact));
    const [company] = await m.t.database.db
      .select()
      .from(structure)
      .where(eq(structure.Id, created?.IdStructure ?? 0));
    expect(company?.IdCoordonnee).toEqual(expect.any(Number));
    await saved({
      IdContact,
      IdFilm,
      idsFonction: [50],
      Personne: { IsSave: true, Data: { Nom: 'Varda', Prenom: 'Agnès', Pseudo: 'La Pointe' } },
      Structure: { IsSave: true, Data: null },
      Coordonnee: { IsSave: false, Data: { Email: 'ignored@example.com' } },
    });
    expect((await credits(IdFilm)).map((c) => [c.IdFonction, c.displayName])).toEqual([[50, 'La Pointe']]);
    const [row] = await m.t.database.db.select().from(contact).where(eq(contact.Id, IdContact));
    expect(row?.IdStructure).toBeNull();
    const whole: AddressBookContact = (
      await m.t.app.inject({ url: `/api/contacts/${IdContact}`, headers: m.ada.signed.headers })
    ).json();
    expect(whole).toMatchObject({
      Structure: null,
      CoordonneeStructure: null,
      Coordonnee: { Email: 'agnes@example.com' },
    });
    // The company and its details are gone, not left behind.
    expect(
      await m.t.database.db
        .select()
        .from(structure)
        .where(eq(structure.Id, company?.Id ?? 0)),
    ).toEqual([]);
    expect(
      await m.t.database.db
        .select()
        .from(coordonnee)
        .where(eq(coordonnee.Id, company?.IdCoordonnee ?? 0)),
    ).toEqual([]);
  });

  it('removes a credit; the contact stays in the address book', async () => {
    const IdFilm = await insertFilm(m.t, m.ada.Id);
    const IdContact = await saved({
      IdContact: null,
      IdFilm,
      idsFonction: [1],
      Personne: person('Marker', 'Chris'),
    });
    const [credit] = await credits(IdFilm);
    const remove = () =>
      m.t.app.inject({
        method: 'DELETE',
        url: '/api/generiques/delete-generique',
        headers: m.ada.signed.headers,
        payload: { Id: credit?.Id },
      });
    expect((await remove()).statusCode).toBe(204);
    expect(await credits(IdFilm)).toEqual([]);
    expect((await remove()).statusCode).toBe(404);
    expect((await search('marker')).map((e) => e.IdContact)).toEqual([IdContact]);
  });

  it('keeps the credits of an archived film as they are', async () => {
    const IdFilm = await insertFilm(m.t, m.ada.Id);
    await saved({ IdContact: null, IdFilm, idsFonction: [1], Personne: person('Resnais', 'Alain') });
    await m.t.database.db.update(film).set({ Statut: 29 }).where(eq(film.Id, IdFilm));
    const refused = await saveContact({
      IdContact: null,
      IdFilm,
      idsFonction: [1],
      Personne: person('Duras', 'Marguerite'),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('FILM_ARCHIVED');
    const [credit] = await credits(IdFilm);
    const del = await m.t.app.inject({
      method: 'DELETE',
      url: '/api/generiques/delete-generique',
      headers: m.ada.signed.headers,
      payload: { Id: credit?.Id },
    });
    expect(del.json().code).toBe('FILM_ARCHIVED');
  });
});
