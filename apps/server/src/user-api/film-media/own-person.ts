import type { Db } from '@shortlist/db/client';
import { contact } from '@shortlist/db/schema/film-people';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { Account } from '../../platform/session-store.ts';

/** Whether the account may change a person's files: its own person, or one of its address book. */
export async function ownsPerson(db: Db, account: Account, IdPersonne: number): Promise<boolean> {
  if (account.IdPersonne === IdPersonne) return true;
  const [row] = await db
    .select({ Id: contact.Id })
    .from(contact)
    .where(and(eq(contact.IdPersonne, IdPersonne), eq(contact.IdCompteAnnuaire, account.Id)));
  return Boolean(row);
}

/** A person the account may attach files to, or 404 NOT_FOUND whether it exists or not. */
export async function requireOwnPerson(db: Db, account: Account, IdPersonne: number): Promise<void> {
  if (!(await ownsPerson(db, account, IdPersonne))) throw new AppError('NOT_FOUND');
}
