import type { Db } from '@shortlist/db/client';
import { personne } from '@shortlist/db/schema/accounts';
import { personneFilmographie } from '@shortlist/db/schema/film-people';
import type { Filmography, FilmographyValues } from '@shortlist/domain/people/biography-filmography-rules';
import { asc, desc, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { Account } from '../../platform/session-store.ts';
import { requireOwnPerson } from './own-person.ts';

/** How many lines one person's filmography may hold (a bound, so a loop cannot fill the table). */
export const FILMOGRAPHY_MAX = 200;

/** `GET personnes/:id/filmographie`: newest first. */
export async function listFilmography(
  db: Db,
  options: { account: Account; IdPersonne: number },
): Promise<Filmography[]> {
  await requireOwnPerson(db, options);
  return db
    .select()
    .from(personneFilmographie)
    .where(eq(personneFilmographie.IdPersonne, options.IdPersonne))
    .orderBy(desc(personneFilmographie.Annee), asc(personneFilmographie.Id));
}

/** `POST personnes/filmographie`: one film of the person's career. */
export async function createFilmography(
  db: Db,
  options: { account: Account; values: FilmographyValues },
): Promise<Filmography> {
  const { account, values } = options;
  return db.transaction(async (tx) => {
    await requireOwnPerson(tx, { account, IdPersonne: values.IdPersonne });
    // The person's row is locked so that two adds at once count one after the other.
    await tx
      .select({ Id: personne.Id })
      .from(personne)
      .where(eq(personne.Id, values.IdPersonne))
      .for('update');
    const held = await tx
      .select({ Id: personneFilmographie.Id })
      .from(personneFilmographie)
      .where(eq(personneFilmographie.IdPersonne, values.IdPersonne));
    if (held.length >= FILMOGRAPHY_MAX) throw new AppError('CONFLICT');
    const [row] = await tx.insert(personneFilmographie).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  });
}

async function ownLine(tx: Db, account: Account, Id: number) {
  const [row] = await tx.select().from(personneFilmographie).where(eq(personneFilmographie.Id, Id));
  if (!row) throw new AppError('NOT_FOUND');
  await requireOwnPerson(tx, { account, IdPersonne: row.IdPersonne });
  return row;
}

/** `PUT personnes/filmographie/:id`: the line's fields; it stays with its person. */
export async function updateFilmography(
  db: Db,
  options: { account: Account; Id: number; values: FilmographyValues },
): Promise<Filmography> {
  const { account, Id, values } = options;
  return db.transaction(async (tx) => {
    const current = await ownLine(tx, account, Id);
    if (values.IdPersonne !== current.IdPersonne) throw new AppError('NOT_FOUND');
    const { IdPersonne: _, ...fields } = values;
    const [row] = await tx
      .update(personneFilmographie)
      .set(fields)
      .where(eq(personneFilmographie.Id, Id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  });
}

/** `DELETE personnes/filmographie/:id`. */
export async function deleteFilmography(db: Db, options: { account: Account; Id: number }): Promise<void> {
  await db.transaction(async (tx) => {
    await ownLine(tx, options.account, options.Id);
    await tx.delete(personneFilmographie).where(eq(personneFilmographie.Id, options.Id));
  });
}
