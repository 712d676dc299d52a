import { personne } from '@shortlist/db/schema/accounts';
import { coordonnee, structure } from '@shortlist/db/schema/contacts';
import { contact, generique } from '@shortlist/db/schema/film-people';
import { film } from '@shortlist/db/schema/films';
import type { AddressBookContact } from '@shortlist/domain/credits/contact-contracts';
import type { AddressBookEntry, Credit } from '@shortlist/domain/films/api-contracts';
import type { FilmContactRequest } from '@shortlist/domain/films/credit-rules';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaTestApp, insertFilm, type MediaTestApp } from '../../test/media-test-app.ts';
import type { Signed } from '../../test/test-accounts.ts';

let m: MediaTestApp;

beforeAll(async () => {
  m = await createMediaTestApp();
});
afterAll(() => m.close());

const varda: FilmContactRequest = {
  IdContact: null,
  idsFonction: [1, 2],
  Personne: { IsSave: true, Data: { IdCivilite: 2, Nom: 'Varda', Prenom: 'Agnès', AnneeNaissance: 1928 } },
  Structure: { IsSave: true, Data: { RaisonSociale: 'Ciné-Tamaris' } },
  Adresse: { IsSave: true, Data: { IdPays: 1, Ligne1: '86 rue Daguerre', Ville: 'Paris', Cp: '75014' } },
  Coordonnee: { IsSave: true, Data: { Email: 'agnes@example.com' } },
  CoordonneeStructure: { IsSave: true, Data: { Telephone: '+33.143220000' } },
};

function saveContact(body: FilmContactRequest, signed: Signed = m.ada.signed) {
  return m.t.app.inject({ method: 'POST', url: '/api/contacts', headers: signed.headers, payload: body });
}

async function saved(body: FilmContactRequest): Promise<number> {
  const response = await saveContact(body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().CONT_ID;
}

async function credits(IdFilm: number, culture = 'en'): Promise<Credit[]> {
  const response = await m.t.app.inject({
    url: `/api/generiques/film/${IdFilm}`,
    headers: { ...m.ada.signed.headers, culture },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function search(search: string, IdFilm?: number): Promise<AddressBookEntry[]> {
  const response = await m.t.app.inject({
    method: 'POST',
    url: '/api/contacts/filter',
    headers: m.ada.signed.headers,
    payload: { search, IdFilm },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const person = (Nom: string, Prenom: string) => ({ IsSave: true, Data: { Nom, Prenom } });

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

describe('the contact rules of spec §5, each failing and passing', () => {
  const base = (): FilmContactRequest => ({
    IdContact: null,
    idsFonction: [1],
    Personne: person('Godard', 'Jean-Luc'),
  });
  const cases: [string, FilmContactRequest, string, string][] = [
    ['no function', { ...base(), idsFonction: [] }, 'idsFonction', 'FUNCTION_REQUIRED'],
    ['a function twice', { ...base(), idsFonction: [1, 1] }, 'idsFonction', 'DUPLICATE'],
    ['an unknown function', { ...base(), idsFonction: [999] }, 'idsFonction', 'FUNCTION_REQUIRED'],
    ['no last name', { ...base(), Personne: person('', 'Jean-Luc') }, 'Personne.Data.Nom', 'REQUIRED'],
    [
      'a first name over 100',
      { ...base(), Personne: person('Godard', 'J'.repeat(101)) },
      'Personne.Data.Prenom',
      'TOO_LONG',
    ],
    [
      'a name not in Latin letters',
      { ...base(), Personne: person('Годар', 'Jean') },
      'Personne.Data.Nom',
      'NAME_NOT_LATIN',
    ],
    [
      'an unknown civility',
      { ...base(), Personne: { IsSave: true, Data: { Nom: 'Godard', Prenom: 'Jean', IdCivilite: 999 } } },
      'Personne.Data.IdCivilite',
      'CIVILITY_INVALID',
    ],
    [
      'a birth year in the future',
      {
        ...base(),
        Personne: { IsSave: true, Data: { Nom: 'Godard', Prenom: 'Jean', AnneeNaissance: 3000 } },
      },
      'Personne.Data.AnneeNaissance',
      'BIRTH_YEAR_OUT_OF_RANGE',
    ],
    ['a new contact without a person', { IdContact: null, idsFonction: [1] }, 'Personne', 'REQUIRED'],
    [
      'a company without a name',
      { ...base(), Structure: { IsSave: true, Data: { RaisonSociale: '' } } },
      'Structure.Data.RaisonSociale',
      'REQUIRED',
    ],
    [
      'an unknown country',
      { ...base(), Adresse: { IsSave: true, Data: { IdPays: 99_999, Ville: 'Nowhere' } } },
      'Adresse.Data.IdPays',
      'COUNTRY_REQUIRED',
    ],
    [
      'an invalid email',
      { ...base(), Coordonnee: { IsSave: true, Data: { Email: 'not-an-email' } } },
      'Coordonnee.Data.Email',
      'EMAIL_INVALID',
    ],
    [
      'a phone without its country code',
      { ...base(), CoordonneeStructure: { IsSave: true, Data: { Telephone: '0143220000' } } },
      'CoordonneeStructure.Data.Telephone',
      'PHONE_INVALID',
    ],
  ];
  for (const [label, body, path, code] of cases) {
    it(`refuses ${label}`, async () => {
      const [before] = await m.t.database.db.select({ n: count() }).from(personne);
      const response = await saveContact(body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fields).toContainEqual(expect.objectContaining({ path, code }));
      const [after] = await m.t.database.db.select({ n: count() }).from(personne);
      expect(after?.n).toBe(before?.n);
    });
  }

  it('accepts a complete contact with the optional parts filled or empty', async () => {
    for (const body of [
      base(),
      {
        ...base(),
        Personne: { IsSave: true, Data: { Nom: 'Godard', Prenom: 'Jean-Luc', Pseudo: '', IdCivilite: null } },
      },
      varda,
    ]) {
      const response = await saveContact(body);
      expect(response.statusCode, response.body).toBe(200);
    }
  });
});

describe('the public credits', () => {
  it('shows names and functions of a film the public may see, nothing of a private one', async () => {
    const IdFilm = await insertFilm(m.t, m.ada.Id);
    await saved({ ...varda, IdFilm });
    const url = `/api/public/generiques/film/${IdFilm}`;
    expect((await m.t.app.inject({ url })).statusCode).toBe(404);
    await m.t.database.db.update(film).set({ Publication: 1 }).where(eq(film.Id, IdFilm));
    const open = await m.t.app.inject({ url, headers: { culture: 'fr' } });
    expect(open.statusCode).toBe(200);
    expect(open.json()).toEqual([
      {
        IdFonction: 1,
        Fonction: 'Réalisation',
        OrdreFonction: 1,
        displayName: 'Agnès Varda (Ciné-Tamaris)',
        IdPersonne: expect.any(Number),
        photoUrl: null,
      },
      expect.objectContaining({ IdFonction: 2, Fonction: 'Scénario' }),
    ]);
    expect(open.body).not.toContain('agnes@example.com');
    await m.t.database.db.update(film).set({ Publication: 2, MotDePasse: 'hash' }).where(eq(film.Id, IdFilm));
    const locked = await m.t.app.inject({ url });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().code).toBe('FILM_PASSWORD_REQUIRED');
    expect((await m.t.app.inject({ url, headers: m.ada.signed.headers })).statusCode).toBe(200);
    expect((await m.t.app.inject({ url: '/api/public/generiques/film/999999' })).statusCode).toBe(404);
  });
});

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
