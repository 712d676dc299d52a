import { personne } from '@shortlist/db/schema/accounts';
import type { FilmContactRequest } from '@shortlist/domain/films/credit-rules';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaTestApp, type MediaTestApp } from '../../test/media-test-app.ts';
import { creditsClient, person, varda } from './credits-test-client.ts';

/**
 * The contact rules of spec §5 on `POST /api/contacts`, each failing (400 naming the field,
 * nothing written) and passing.
 */
let m: MediaTestApp;
const { saveContact } = creditsClient(() => m);

beforeAll(async () => {
  m = await createMediaTestApp();
});
afterAll(() => m.close());

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
