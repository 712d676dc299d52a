import type { Db } from '@shortlist/db/client';
import { inscription } from '@shortlist/db/schema/submissions';
import { SUBMISSION_STATUS } from '@shortlist/domain/submissions/submission-status';
import { and, count, eq } from 'drizzle-orm';

/**
 * `GET inscriptions/panier`: the account's entries waiting in the basket (not finished, and not
 * held by an order waiting for its payment).
 */
export async function basketCount(db: Db, options: { accountId: number }): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(inscription)
    .where(
      and(
        eq(inscription.IdCompte, options.accountId),
        eq(inscription.Statut, SUBMISSION_STATUS.notFinished),
        eq(inscription.IsPaiementAttente, false),
      ),
    );
  return row?.count ?? 0;
}
