import { z } from 'zod';
import { ZContact, ZPerson, ZPostalAddress, ZStructure } from '../accounts/api-contracts.ts';
import { ZId, ZIdParam } from '../fields/ids.ts';
import { ZPlainText } from '../fields/text.ts';

/**
 * The address book and credits calls beside films-api's contracts (`zFilmContactRequest`,
 * `ZCredit`, `ZAddressBookEntry`, `ZCreditOrderRequest`, `ZCreditDeleteRequest` in
 * `films/credit-rules.ts` and `films/api-contracts.ts`):
 * - `POST contacts` (zFilmContactRequest) -> ZFilmContactAnswer `{ CONT_ID }`
 * - `GET contacts/:id?IdFilm=` -> ZAddressBookContact (the whole contact, to edit it)
 * - `POST contacts/filter` (ZAddressBookSearchRequest) -> ZAddressBookEntry[] (search by name)
 * - `GET generiques/film/:idFilm` -> ZCredit[]; `GET public/generiques/film/:idFilm` -> ZPublicCredit[]
 * - `PUT generiques/ordre` (ZCreditOrderRequest) -> ZCredit[]
 * - `DELETE generiques/delete-generique` (ZCreditDeleteRequest) -> 204
 * A contact of another account's address book, or a film of another account, answers 404.
 */

/** A contact of the address book with everything its form edits. */
export const ZAddressBookContact = z.object({
  Id: ZId,
  IdPersonne: ZId,
  Personne: ZPerson,
  Structure: ZStructure.nullable(),
  Adresse: ZPostalAddress.nullable(),
  Coordonnee: ZContact.nullable(),
  CoordonneeStructure: ZContact.nullable(),
  /** Spec §3 display name (pseudonym or first and last name, company in parentheses). */
  displayName: z.string(),
  /** Its functions on the film asked for (`?IdFilm=`), else empty. */
  idsFonction: z.array(z.number().int()),
});
export type AddressBookContact = z.infer<typeof ZAddressBookContact>;

/** `GET contacts/:id`: optionally the film whose functions to list. */
export const ZAddressBookContactQuery = z.object({ IdFilm: ZIdParam.optional() });

/** How many people one search offers at most. */
export const ADDRESS_BOOK_SEARCH_MAX = 20;

/**
 * `POST contacts/filter` (the spec's generic `{name}s/filter`): people of the account's address
 * book whose name, pseudonym or company contains the search (case and accents ignored); with
 * `IdFilm`, those already credited on that film are left out, since the search offers people to
 * add. A body rather than a query string: a name is text a URL would have to carry encoded.
 */
export const ZAddressBookSearchRequest = z.object({
  search: ZPlainText.max(100, 'TOO_LONG').nullish(),
  IdFilm: ZId.nullish(),
});
export type AddressBookSearchRequest = z.input<typeof ZAddressBookSearchRequest>;
