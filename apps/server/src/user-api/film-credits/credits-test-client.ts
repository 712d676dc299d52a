import type { AddressBookEntry, Credit } from '@shortlist/domain/films/api-contracts';
import type { FilmContactRequest } from '@shortlist/domain/films/credit-rules';
import { expect } from 'vitest';
import type { MediaTestApp } from '../../test/media-test-app.ts';
import type { Signed } from '../../test/test-accounts.ts';

// What the credits tests share: a complete contact, and the calls of the credits tab made as
// `ada` on the test app that `app()` gives once it has started (each test file starts its own).

export const varda: FilmContactRequest = {
  IdContact: null,
  idsFonction: [1, 2],
  Personne: { IsSave: true, Data: { IdCivilite: 2, Nom: 'Varda', Prenom: 'Agnès', AnneeNaissance: 1928 } },
  Structure: { IsSave: true, Data: { RaisonSociale: 'Ciné-Tamaris' } },
  Adresse: { IsSave: true, Data: { IdPays: 1, Ligne1: '86 rue Daguerre', Ville: 'Paris', Cp: '75014' } },
  Coordonnee: { IsSave: true, Data: { Email: 'agnes@example.com' } },
  CoordonneeStructure: { IsSave: true, Data: { Telephone: '+33.143220000' } },
};

export const person = (Nom: string, Prenom: string) => ({ IsSave: true, Data: { Nom, Prenom } });

export function creditsClient(app: () => MediaTestApp) {
  function saveContact(body: FilmContactRequest, signed: Signed = app().ada.signed) {
    return app().t.app.inject({
      method: 'POST',
      url: '/api/contacts',
      headers: signed.headers,
      payload: body,
    });
  }

  async function saved(body: FilmContactRequest): Promise<number> {
    const response = await saveContact(body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().CONT_ID;
  }

  async function credits(IdFilm: number, culture = 'en'): Promise<Credit[]> {
    const response = await app().t.app.inject({
      url: `/api/generiques/film/${IdFilm}`,
      headers: { ...app().ada.signed.headers, culture },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async function search(search: string, IdFilm?: number): Promise<AddressBookEntry[]> {
    const response = await app().t.app.inject({
      method: 'POST',
      url: '/api/contacts/filter',
      headers: app().ada.signed.headers,
      payload: { search, IdFilm },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  return { saveContact, saved, credits, search };
}
