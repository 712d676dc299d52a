import type { Db } from '@shortlist/db/client';
import { personne } from '@shortlist/db/schema/accounts';
import { structure } from '@shortlist/db/schema/contacts';
import { contact, generique } from '@shortlist/db/schema/film-people';
import { searchName } from '@shortlist/db/search-name';
import { ADDRESS_BOOK_SEARCH_MAX } from '@shortlist/domain/credits/contact-contracts';
import type { AddressBookEntry } from '@shortlist/domain/films/api-contracts';
import { contactDisplayName } from '@shortlist/domain/films/credit-rules';
import { and, eq } from 'drizzle-orm';
import type { Account } from '../../platform/session-store.ts';

/**
 * `POST contacts/filter`: people of the account's address book to credit again on a
 * film (issue 12: "a person already in the address book is offered again"). A filmmaker's
 * address book holds tens to a few thousand people, so one query reads it and the name match
 * (case and accents ignored, every word of the search in the name, pseudonym or company) runs
 * here, with the same normalisation as every other name search (`searchName`). With `IdFilm`,
 * people already credited on that film are left out.
 */
export async function searchAddressBook(
  db: Db,
  options: { account: Account; search?: string | undefined; IdFilm?: number | undefined },
): Promise<AddressBookEntry[]> {
  const rows = await db
    .select({
      IdContact: contact.Id,
      IdPersonne: contact.IdPersonne,
      Nom: personne.Nom,
      Prenom: personne.Prenom,
      Pseudo: personne.Pseudo,
      Societe: structure.RaisonSociale,
      credited: generique.Id,
    })
    .from(contact)
    .innerJoin(personne, eq(personne.Id, contact.IdPersonne))
    .leftJoin(structure, eq(structure.Id, contact.IdStructure))
    .leftJoin(generique, and(eq(generique.IdContact, contact.Id), eq(generique.IdFilm, options.IdFilm ?? 0)))
    .where(eq(contact.IdCompteAnnuaire, options.account.Id));
  const words = searchName(options.search ?? '')
    .split(' ')
    .filter(Boolean);
  const seen = new Set<number>();
  const entries: AddressBookEntry[] = [];
  for (const row of rows) {
    if (row.credited !== null || seen.has(row.IdContact)) continue;
    const haystack = searchName([row.Prenom, row.Nom, row.Pseudo, row.Societe].filter(Boolean).join(' '));
    if (!words.every((word) => haystack.includes(word))) continue;
    seen.add(row.IdContact);
    const { credited: _credited, ...entry } = row;
    entries.push({ ...entry, displayName: contactDisplayName(row) });
  }
  const collator = new Intl.Collator('en', { sensitivity: 'base' });
  return entries
    .sort((a, b) => collator.compare(a.displayName, b.displayName))
    .slice(0, ADDRESS_BOOK_SEARCH_MAX);
}
