import type { Db } from '@shortlist/db/client';
import { contact } from '@shortlist/db/schema/film-people';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { Account } from '../../platform/session-store.ts';

/**
 * A person whose biographies and filmography the account may read and change: its own person,
 * or a person of its address book (spec §3 Contact). Any other id answers 404 NOT_FOUND, whether
 * it exists or not.
 */
export async function requireOwnPerson(
  db: Db,
  options: { account: Account; IdPersonne: number },
): Promise<void> {
  const { account, IdPersonne } = options;
  if (account.IdPersonne === IdPersonne) return;
  const [row] = await db
    .select({ Id: contact.Id })
    .from(contact)
    .where(and(eq(contact.IdPersonne, IdPersonne), eq(contact.IdCompteAnnuaire, account.Id)));
  if (!row) throw new AppError('NOT_FOUND');
}
