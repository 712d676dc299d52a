import type { Db } from '@shortlist/db/client';
import { commande } from '@shortlist/db/schema/orders';
import { and, eq, inArray } from 'drizzle-orm';

/**
 * `GET customer/{id}/orders/check-has-banktransfer-pending` (spec §7): whether one of the
 * account's orders still waits for a bank transfer, for the orders page's warning.
 */
export async function hasBankTransferPending(db: Db, options: { accountId: number }): Promise<boolean> {
  const [row] = await db
    .select({ Id: commande.Id })
    .from(commande)
    .where(
      and(
        eq(commande.IdCompte, options.accountId),
        eq(commande.MoyenPaiement, 'bankTransfer'),
        inArray(commande.Statut, ['created', 'waitingForTransfer']),
      ),
    )
    .limit(1);
  return row !== undefined;
}
