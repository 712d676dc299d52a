import type { Db } from '@shortlist/db/client';
import { personne } from '@shortlist/db/schema/accounts';
import { langue } from '@shortlist/db/schema/dictionaries';
import { personneBiographie } from '@shortlist/db/schema/film-people';
import { FILM_RULE } from '@shortlist/domain/films/rule-codes';
import type { Biography, BiographyValues } from '@shortlist/domain/people/biography-filmography-rules';
import { and, asc, eq, ne } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { Account } from '../../platform/session-store.ts';
import { requireOwnPerson } from './own-person.ts';

const fieldError = (path: string, code: string) =>
  new AppError('VALIDATION_FAILED', { fields: [{ path, code, message: code }] });

/** `GET personnes/:id/biographie`: the person's biographies, one per language. */
export async function listBiographies(
  db: Db,
  options: { account: Account; IdPersonne: number },
): Promise<Biography[]> {
  await requireOwnPerson(db, options);
  return db
    .select()
    .from(personneBiographie)
    .where(eq(personneBiographie.IdPersonne, options.IdPersonne))
    .orderBy(asc(personneBiographie.IdLangue));
}

/**
 * The language must be in the dictionary and free for this person (one biography per person and
 * language, spec §3): each refusal on `IdLangue`, before anything is written.
 */
async function checkLanguage(tx: Db, values: BiographyValues, exceptId: number | null): Promise<void> {
  // The person's row is locked so that two saves in one language at once are checked one after
  // the other (the second gets DUPLICATE, not the unique index's error).
  await tx.select({ Id: personne.Id }).from(personne).where(eq(personne.Id, values.IdPersonne)).for('update');
  const [known] = await tx.select({ Id: langue.Id }).from(langue).where(eq(langue.Id, values.IdLangue));
  if (!known) throw fieldError('IdLangue', FILM_RULE.languageRequired);
  const [taken] = await tx
    .select({ Id: personneBiographie.Id })
    .from(personneBiographie)
    .where(
      and(
        eq(personneBiographie.IdPersonne, values.IdPersonne),
        eq(personneBiographie.IdLangue, values.IdLangue),
        exceptId === null ? undefined : ne(personneBiographie.Id, exceptId),
      ),
    );
  if (taken) throw fieldError('IdLangue', FILM_RULE.duplicate);
}

/** `POST personnes/biographie`: a biography in a language the person has none in yet. */
export async function createBiography(
  db: Db,
  options: { account: Account; values: BiographyValues },
): Promise<Biography> {
  const { account, values } = options;
  return db.transaction(async (tx) => {
    await requireOwnPerson(tx, { account, IdPersonne: values.IdPersonne });
    await checkLanguage(tx, values, null);
    const [row] = await tx.insert(personneBiographie).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  });
}

/** The biography `Id` of a person the account may change, or 404. */
async function ownBiography(tx: Db, account: Account, Id: number) {
  const [row] = await tx.select().from(personneBiographie).where(eq(personneBiographie.Id, Id));
  if (!row) throw new AppError('NOT_FOUND');
  await requireOwnPerson(tx, { account, IdPersonne: row.IdPersonne });
  return row;
}

/** `PUT personnes/biographie/:id`: its text or language; it stays with its person. */
export async function updateBiography(
  db: Db,
  options: { account: Account; Id: number; values: BiographyValues },
): Promise<Biography> {
  const { account, Id, values } = options;
  return db.transaction(async (tx) => {
    const current = await ownBiography(tx, account, Id);
    // The person of a biography is not moved by an update: a body naming another is refused.
    if (values.IdPersonne !== current.IdPersonne) throw new AppError('NOT_FOUND');
    await checkLanguage(tx, values, Id);
    const [row] = await tx
      .update(personneBiographie)
      .set({ IdLangue: values.IdLangue, Biographie: values.Biographie })
      .where(eq(personneBiographie.Id, Id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  });
}

/** `DELETE personnes/biographie/:id`. */
export async function deleteBiography(db: Db, options: { account: Account; Id: number }): Promise<void> {
  await db.transaction(async (tx) => {
    await ownBiography(tx, options.account, options.Id);
    await tx.delete(personneBiographie).where(eq(personneBiographie.Id, options.Id));
  });
}
