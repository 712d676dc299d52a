import type { Db } from '@shortlist/db/client';
import { commande } from '@shortlist/db/schema/orders';
import { and, eq, lte } from 'drizzle-orm';
import { enqueueOrderCanceledEmail } from '../orders/order-canceled-email.ts';
import { transitionOrder } from '../orders/order-transition.ts';
import { returnOrderToBasket } from '../orders/return-to-basket.ts';

/**
 * A bank transfer order is never caught by the 3-hour payment link (it is not `open`): it waits
 * `TRANSFER_WAIT_MS` (14 days, its `DateExpiration`), then this pass cancels it (the state machine
 * has no expiry for a transfer: no money began to move) and its entries and stamps return to the
 * basket, and the summary email is queued (spec §4). A transfer marked paid meanwhile is no longer waiting and is left alone. Returns how
 * many orders were cancelled.
 */
export async function expireTransferOrders(
  db: Db,
  options: { now: Date; publicUrl: string; limit?: number },
): Promise<number> {
  const { now } = options;
  const due = await db
    .select({ Id: commande.Id, IdCompte: commande.IdCompte })
    .from(commande)
    .where(and(eq(commande.Statut, 'waitingForTransfer'), lte(commande.DateExpiration, now)))
    .limit(options.limit ?? 100);
  let cancelled = 0;
  for (const order of due) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ Statut: commande.Statut })
        .from(commande)
        .where(eq(commande.Id, order.Id))
        .for('update');
      if (row?.Statut !== 'waitingForTransfer') return false;
      await transitionOrder(tx, { orderId: order.Id, event: 'cancel', author: 'job', now });
      await returnOrderToBasket(tx, { orderId: order.Id, accountId: order.IdCompte, now });
      await enqueueOrderCanceledEmail(tx, {
        orderId: order.Id,
        cause: 'transferExpired',
        publicUrl: options.publicUrl,
        now,
      });
      return true;
    });
    if (done) cancelled += 1;
  }
  return cancelled;
}
