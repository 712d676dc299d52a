import { expect } from 'vitest';
import type { MediaTestApp } from './media-test-app.ts';

/**
 * A person saved by `ada` through the contacts call the credits tab uses (so the person, the
 * contact and, with `IdFilm`, the credit are made as in use), with the ids the tests need.
 */
export async function createContactPerson(
  m: MediaTestApp,
  name: { Nom: string; Prenom: string },
  options: { IdFilm?: number; idsFonction?: number[] } = {},
): Promise<{ IdContact: number; IdPersonne: number }> {
  const saved = await m.t.app.inject({
    method: 'POST',
    url: '/api/contacts',
    headers: m.ada.signed.headers,
    payload: {
      IdContact: null,
      ...(options.IdFilm === undefined ? {} : { IdFilm: options.IdFilm }),
      idsFonction: options.idsFonction ?? [1],
      Personne: { IsSave: true, Data: name },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const IdContact = saved.json().CONT_ID as number;
  const contact = await m.t.app.inject({ url: `/api/contacts/${IdContact}`, headers: m.ada.signed.headers });
  return { IdContact, IdPersonne: contact.json().IdPersonne as number };
}
