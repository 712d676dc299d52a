import type { Db } from '@shortlist/db/client';
import { personne } from '@shortlist/db/schema/accounts';
import { adresse, coordonnee, structure } from '@shortlist/db/schema/contacts';
import { contact, generique } from '@shortlist/db/schema/film-people';
import type { FilmContactValues } from '@shortlist/domain/films/credit-rules';
import { FILM_RULE } from '@shortlist/domain/films/rule-codes';
import { and, eq, inArray, max, notInArray } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { Account } from '../../platform/session-store.ts';
import { editableFilm } from '../../shared-kernel/film-access.ts';
import { refreshFilmStatut } from '../../shared-kernel/film-completeness.ts';
import { checkContactDictionaryIds } from './check-dictionary-ids.ts';
import { type ContactRow, ownContact } from './own-contact.ts';

type Part<T> = { IsSave: boolean; Data?: T | null | undefined } | null | undefined;

/** What a part asks: leave the record, write these values, or remove it. */
function intent<T>(part: Part<T>): { kind: 'keep' } | { kind: 'write'; data: T } | { kind: 'remove' } {
  if (!part?.IsSave) return { kind: 'keep' };
  return part.Data ? { kind: 'write', data: part.Data } : { kind: 'remove' };
}

/**
 * One optional record linked from its owner (a contact's structure, address, contact details;
 * a structure's contact details): update it in place, create and link it, or unlink and delete
 * it. These rows are created by this call for this contact only, so deleting them loses nothing
 * another record points at.
 */
async function saveLinked<T extends object>(
  tx: Db,
  options: {
    current: number | null;
    part: Part<T>;
    table: typeof structure | typeof adresse | typeof coordonnee;
    link: (id: number | null) => Promise<void>;
    now: Date;
  },
): Promise<number | null> {
  const { current, table, link } = options;
  const wanted = intent(options.part);
  if (wanted.kind === 'keep') return current;
  if (wanted.kind === 'remove') {
    if (current !== null) {
      await link(null);
      await tx.delete(table).where(eq(table.Id, current));
    }
    return null;
  }
  if (current !== null) {
    await tx.update(table).set(wanted.data).where(eq(table.Id, current));
    return current;
  }
  const [row] = await tx
    .insert(table)
    .values({ ...wanted.data, DateCreation: options.now } as typeof table.$inferInsert)
    .returning({ Id: table.Id });
  if (!row) throw new Error('insert returned no row');
  await link(row.Id);
  return row.Id;
}

/**
 * `POST contacts` (spec §7): creates a contact in the account's address book (`IdContact` null;
 * its person is then required) or changes one of it, each part written only when its `IsSave`
 * is set, and with `IdFilm` makes its functions on that film exactly `idsFonction` (spec §5: at
 * least one), a new function placed last in its order. One transaction; answers `CONT_ID`.
 */
export async function saveFilmContact(
  db: Db,
  options: { account: Account; values: FilmContactValues; now: Date },
): Promise<{ CONT_ID: number }> {
  const { account, values, now } = options;
  await checkContactDictionaryIds(db, values);
  return db.transaction(async (tx) => {
    // The film first: the lock serialises credits of one film (their order numbers).
    if (values.IdFilm !== null) await editableFilm(tx, { account, IdFilm: values.IdFilm, lock: true });
    const person = intent(values.Personne);
    let row: ContactRow;
    if (values.IdContact !== null) {
      row = await ownContact(tx, { account, IdContact: values.IdContact, lock: true });
      if (person.kind === 'write')
        await tx.update(personne).set(person.data).where(eq(personne.Id, row.IdPersonne));
      else if (person.kind === 'remove') throw personRequired();
    } else {
      if (person.kind !== 'write') throw personRequired();
      const [created] = await tx
        .insert(personne)
        .values({ ...person.data, DateCreation: now })
        .returning({ Id: personne.Id });
      if (!created) throw new Error('insert returned no row');
      const [inserted] = await tx
        .insert(contact)
        .values({ IdCompteAnnuaire: account.Id, IdPersonne: created.Id, DateCreation: now })
        .returning();
      if (!inserted) throw new Error('insert returned no row');
      row = inserted;
    }
    const IdContact = row.Id;
    const linkContact =
      (column: 'IdStructure' | 'IdAdresse' | 'IdCoordonnee') => async (id: number | null) => {
        await tx
          .update(contact)
          .set({ [column]: id })
          .where(eq(contact.Id, IdContact));
      };
    // The structure's contact details go before the structure itself can be removed.
    if (row.IdStructure !== null && intent(values.Structure).kind === 'remove') {
      const [own] = await tx
        .select({ Id: structure.IdCoordonnee })
        .from(structure)
        .where(eq(structure.Id, row.IdStructure));
      if (own?.Id) {
        await tx.update(structure).set({ IdCoordonnee: null }).where(eq(structure.Id, row.IdStructure));
        await tx.delete(coordonnee).where(eq(coordonnee.Id, own.Id));
      }
    }
    const IdStructure = await saveLinked(tx, {
      current: row.IdStructure,
      part: values.Structure,
      table: structure,
      link: linkContact('IdStructure'),
      now,
    });
    await saveLinked(tx, {
      current: row.IdAdresse,
      part: values.Adresse,
      table: adresse,
      link: linkContact('IdAdresse'),
      now,
    });
    await saveLinked(tx, {
      current: row.IdCoordonnee,
      part: values.Coordonnee,
      table: coordonnee,
      link: linkContact('IdCoordonnee'),
      now,
    });
    if (IdStructure !== null) {
      const [own] = await tx
        .select({ Id: structure.IdCoordonnee })
        .from(structure)
        .where(eq(structure.Id, IdStructure));
      await saveLinked(tx, {
        current: own?.Id ?? null,
        part: values.CoordonneeStructure,
        table: coordonnee,
        link: async (id) => {
          await tx.update(structure).set({ IdCoordonnee: id }).where(eq(structure.Id, IdStructure));
        },
        now,
      });
    }
    if (values.IdFilm !== null) {
      await setFunctions(tx, { IdFilm: values.IdFilm, IdContact, idsFonction: values.idsFonction });
      // A director credit is part of completeness: the film's status follows in this transaction.
      await refreshFilmStatut(tx, { filmId: values.IdFilm, now });
    }
    return { CONT_ID: IdContact };
  });
}

function personRequired(): AppError {
  return new AppError('VALIDATION_FAILED', {
    fields: [{ path: 'Personne', code: FILM_RULE.required, message: FILM_RULE.required }],
  });
}

/** The contact's credits on the film become exactly these functions; new ones go last in their function. */
async function setFunctions(tx: Db, options: { IdFilm: number; IdContact: number; idsFonction: number[] }) {
  const { IdFilm, IdContact, idsFonction } = options;
  const ofContact = and(eq(generique.IdFilm, IdFilm), eq(generique.IdContact, IdContact));
  await tx.delete(generique).where(and(ofContact, notInArray(generique.IdFonction, idsFonction)));
  const held = await tx.select({ IdFonction: generique.IdFonction }).from(generique).where(ofContact);
  const added = idsFonction.filter((id) => !held.some((row) => row.IdFonction === id));
  if (added.length === 0) return;
  const lasts = await tx
    .select({ IdFonction: generique.IdFonction, last: max(generique.OrdreFonction) })
    .from(generique)
    .where(and(eq(generique.IdFilm, IdFilm), inArray(generique.IdFonction, added)))
    .groupBy(generique.IdFonction);
  await tx.insert(generique).values(
    added.map((IdFonction) => ({
      IdFilm,
      IdContact,
      IdFonction,
      OrdreFonction: (lasts.find((row) => row.IdFonction === IdFonction)?.last ?? 0) + 1,
    })),
  );
}
