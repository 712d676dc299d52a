import type { Db } from '@shortlist/db/client';
import { compte, personne } from '@shortlist/db/schema/accounts';
import { civilite } from '@shortlist/db/schema/dictionaries';
import type { Person } from '@shortlist/domain/accounts/api-contracts';
import type { PersonValues } from '@shortlist/domain/accounts/person-rules';
import { ACCOUNT_RULE } from '@shortlist/domain/accounts/rule-codes';
import { canEditPerson } from '@shortlist/domain/people/record-ownership';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { Account } from '../../platform/session-store.ts';
import { requireOwnRecord } from '../../shared-kernel/record-owner.ts';

type Row = typeof personne.$inferSelect;
// `NomRecherche` is the database's search form (issue 31), not part of the person.
const toPerson = ({ NomRecherche: _search, ...row }: Row): Person => ({
  ...row,
  DateCreation: row.DateCreation.toISOString(),
});

/** `GET personnes/:id`: the account's own person (404 for any other id). */
export async function getPerson(db: Db, options: { account: Account; id: number }): Promise<Person> {
  await requireOwnRecord({ db, ...options, can: canEditPerson });
  const [row] = await db.select().from(personne).where(eq(personne.Id, options.id));
  if (!row) throw new AppError('NOT_FOUND');
  return toPerson(row);
}

/**
 * The civility must be one of the list: the contract only knows it is an id. Checked before the
 * write (a foreign-key violation otherwise) and before `POST`'s 409, so an unknown one is always
 * a 400 on its field.
 */
async function requireKnownCivility(db: Db, IdCivilite: number | null): Promise<void> {
  if (IdCivilite === null) return;
  const [found] = await db.select({ Id: civilite.Id }).from(civilite).where(eq(civilite.Id, IdCivilite));
  if (found) return;
  const code = ACCOUNT_RULE.civilityInvalid;
  throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'IdCivilite', code, message: code }] });
}

/** `PUT personnes/:id` with values the route checked against `zPersonRequest`. */
export async function updatePerson(
  db: Db,
  options: { account: Account; id: number; values: PersonValues },
): Promise<Person> {
  await requireOwnRecord({ db, account: options.account, id: options.id, can: canEditPerson });
  await requireKnownCivility(db, options.values.IdCivilite);
  const [row] = await db.update(personne).set(options.values).where(eq(personne.Id, options.id)).returning();
  if (!row) throw new AppError('NOT_FOUND');
  return toPerson(row);
}

/** `POST personnes`: the account's person when it has none yet (409 CONFLICT otherwise), linked to it. */
export async function createPerson(
  db: Db,
  options: { account: Account; values: PersonValues; now: Date },
): Promise<Person> {
  await requireKnownCivility(db, options.values.IdCivilite);
  if (options.account.IdPersonne !== null) throw new AppError('CONFLICT');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(personne)
      .values({ ...options.values, DateCreation: options.now })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await tx.update(compte).set({ IdPersonne: row.Id }).where(eq(compte.Id, options.account.Id));
    return toPerson(row);
  });
}
