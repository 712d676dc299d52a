import { isArchived } from './film-status.ts';

/**
 * Who may see and change a film and the people of an address book (spec §4 "Private: owner and
 * festivals submitted to", §6; issue 12 "checked per object on the server"). Named predicates
 * the server checks on every object and the web reads to show or hide a control. An id the
 * account may not see answers 404, whether it exists or not.
 */

/** The owner sees their film, archived or not. Festivals it was submitted to come with submissions. */
export function canViewFilm(accountId: number, film: { IdCompte: number }): boolean {
  return film.IdCompte === accountId;
}

/** The owner changes their film until it is archived (an archived film is what festivals received). */
export function canEditFilm(accountId: number, film: { IdCompte: number; Statut: number }): boolean {
  return film.IdCompte === accountId && !isArchived(film.Statut);
}

/** A contact (and its person, biographies, filmography, photo, documents) belongs to one address book. */
export function canEditContact(accountId: number, contact: { IdCompteAnnuaire: number }): boolean {
  return contact.IdCompteAnnuaire === accountId;
}
