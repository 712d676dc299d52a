import type { Db } from '@shortlist/db/client';
import { personne } from '@shortlist/db/schema/accounts';
import { adresse, coordonnee, structure } from '@shortlist/db/schema/contacts';
import { pays } from '@shortlist/db/schema/dictionaries';
import { generique } from '@shortlist/db/schema/film-people';
import type { AddressBookContact } from '@shortlist/domain/credits/contact-contracts';
import { contactDisplayName } from '@shortlist/domain/films/credit-rules';
import type { Language } from '@shortlist/domain/languages';
import { and, asc, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { Account } from '../../platform/session-store.ts';
import { translatedLabel } from '../../platform/translations/translated-label.ts';
import { ownContact } from './own-contact.ts';

const iso = <T extends { DateCreation: Date }>(row: T) => ({
  ...row,
  DateCreation: row.DateCreation.toISOString(),
});

/** `GET contacts/:id`: a contact of the account's address book with every part its form edits. */
export async function getAddressBookContact(
  db: Db,
  options: { account: Account; IdContact: number; IdFilm?: number | undefined; language: Language },
): Promise<AddressBookContact> {
  const row = await ownContact(db, options);
  const [person] = await db.select().from(personne).where(eq(personne.Id, row.IdPersonne));
  if (!person) throw new AppError('NOT_FOUND');
  const [company] = row.IdStructure
    ? await db.select().from(structure).where(eq(structure.Id, row.IdStructure))
    : [];
  const t = translatedLabel({ name: 'pays', labelId: pays.IdLibelle, language: options.language });
  const [address] = row.IdAdresse
    ? await db
        .select({ address: adresse, LibellePays: t.label })
        .from(adresse)
        .innerJoin(pays, eq(pays.Id, adresse.IdPays))
        .leftJoin(t.local, t.localOn)
        .leftJoin(t.english, t.englishOn)
        .where(eq(adresse.Id, row.IdAdresse))
    : [];
  const details = async (id: number | null | undefined) =>
    id ? ((await db.select().from(coordonnee).where(eq(coordonnee.Id, id)))[0] ?? null) : null;
  const own = await details(row.IdCoordonnee);
  const companyDetails = await details(company?.IdCoordonnee);
  const functions = options.IdFilm
    ? await db
        .select({ IdFonction: generique.IdFonction })
        .from(generique)
        .where(and(eq(generique.IdContact, row.Id), eq(generique.IdFilm, options.IdFilm)))
        .orderBy(asc(generique.IdFonction))
    : [];
  return {
    Id: row.Id,
    IdPersonne: row.IdPersonne,
    Personne: iso(person),
    Structure: company ? iso(company) : null,
    Adresse: address ? { ...iso(address.address), LibellePays: address.LibellePays || null } : null,
    Coordonnee: own ? iso(own) : null,
    CoordonneeStructure: companyDetails ? iso(companyDetails) : null,
    displayName: contactDisplayName({ ...person, Societe: company?.RaisonSociale ?? null }),
    idsFonction: functions.map((f) => f.IdFonction),
  };
}
