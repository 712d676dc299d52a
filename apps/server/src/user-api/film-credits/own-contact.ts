import type { Db } from '@shortlist/db/client';
import { contact } from '@shortlist/db/schema/film-people';
import { canEditContact } from '@shortlist/domain/films/film-ownership';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { Account } from '../../platform/session-store.ts';

export type ContactRow = typeof contact.$inferSelect;

/**
 * A contact of the account's address book (`IdCompteAnnuaire`), or 404 NOT_FOUND for another
 * account's contact and a missing one alike. `lock` holds it until the transaction ends.
 */
export async function ownContact(
  db: Db,
  options: { account: Account; IdContact: number; lock?: boolean },
): Promise<ContactRow> {
  const query = db.select().from(contact).where(eq(contact.Id, options.IdContact));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row || !canEditContact(options.account.Id, row)) throw new AppError('NOT_FOUND');
  return row;
}
