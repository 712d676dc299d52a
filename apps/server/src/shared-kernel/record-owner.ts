import type { Db } from '@shortlist/db/client';
import { structure } from '@shortlist/db/schema/contacts';
import type { RecordOwner } from '@shortlist/domain/people/record-ownership';
import { eq } from 'drizzle-orm';
import { AppError } from '../platform/errors.ts';
import type { Account } from '../platform/session-store.ts';

/**
 * The links the ownership predicates read (`canEditPerson`...): the account's own, and its
 * structure's address and contact details. Shared by the people and addresses areas.
 */
export async function loadRecordOwner(db: Db, account: Account): Promise<RecordOwner> {
  const owner: RecordOwner = {
    IdPersonne: account.IdPersonne,
    IdCoordonnee: account.IdCoordonnee,
    IdAdresse: account.IdAdresse,
    IdStructure: account.IdStructure,
    structure: null,
  };
  if (account.IdStructure === null) return owner;
  const [own] = await db
    .select({ IdAdresse: structure.IdAdresse, IdCoordonnee: structure.IdCoordonnee })
    .from(structure)
    .where(eq(structure.Id, account.IdStructure));
  return { ...owner, structure: own ?? null };
}

/**
 * Answers 404 NOT_FOUND unless `can` allows the record: another account's id and an id that
 * does not exist look the same (no probing of other accounts' ids).
 */
export async function requireOwnRecord(options: {
  db: Db;
  account: Account;
  id: number;
  can: (owner: RecordOwner, id: number) => boolean;
}): Promise<void> {
  const owner = await loadRecordOwner(options.db, options.account);
  if (!options.can(owner, options.id)) throw new AppError('NOT_FOUND');
}
