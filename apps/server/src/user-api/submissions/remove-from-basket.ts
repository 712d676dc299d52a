import type { Db } from '@shortlist/db/client';
import { inscription } from '@shortlist/db/schema/submissions';
import { SUBMISSION_STATUS } from '@shortlist/domain/submissions/submission-status';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';

/**
 * Takes an entry out of the basket (spec §2: entries wait there until paid, and can be removed).
 * Only the account's own unfinished entries: a sent one belongs to the festival now, and another
 * account's answers 404 like an unknown one.
 */
export async function removeFromBasket(
  db: Db,
  options: { accountId: number; IdInscription: number },
): Promise<void> {
  const removed = await db
    .delete(inscription)
    .where(
      and(
        eq(inscription.Id, options.IdInscription),
        eq(inscription.IdCompte, options.accountId),
        eq(inscription.Statut, SUBMISSION_STATUS.notFinished),
        // An entry an order holds while it waits for its payment leaves with the order only.
        eq(inscription.IsPaiementAttente, false),
      ),
    )
    .returning({ Id: inscription.Id });
  if (removed.length === 0) throw new AppError('NOT_FOUND');
}
