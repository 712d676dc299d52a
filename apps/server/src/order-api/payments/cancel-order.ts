import type { Db } from '@shortlist/db/client';
import { commande, paiement } from '@shortlist/db/schema/orders';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { enqueueOrderCanceledEmail } from '../orders/order-canceled-email.ts';
import { transitionOrder } from '../orders/order-transition.ts';
import { returnOrderToBasket } from '../orders/return-to-basket.ts';
import type { PaymentProvider } from './payment-provider.ts';

/**
 * `DELETE payments/{paymentId}/order/{orderId}/cancel` (spec §7): the customer cancels an order
 * still waiting for its money; its entries and stamps return to the basket and the provider's
 * payment is cancelled. `paymentId` is the provider's id of the order's payment (or `-` for an
 * order without one). A paid order is not cancelled here: an operator refunds it (`refund-order`,
 * credit notes and money back). The summary email (spec §4) is queued in the same transaction.
 * Another account's order answers 404.
 */
export async function cancelOrder(
  db: Db,
  options: {
    accountId: number;
    orderId: number;
    paymentId: string;
    provider: PaymentProvider;
    now: Date;
    publicUrl: string;
  },
): Promise<void> {
  const { accountId, orderId, now, provider } = options;
  const [order] = await db
    .select({ Statut: commande.Statut })
    .from(commande)
    .where(and(eq(commande.Id, orderId), eq(commande.IdCompte, accountId)));
  if (!order) throw new AppError('NOT_FOUND');
  const [payment] = await db
    .select()
    .from(paiement)
    .where(and(eq(paiement.IdCommande, orderId), eq(paiement.IdFournisseur, options.paymentId)));
  if (!payment && options.paymentId !== '-') throw new AppError('NOT_FOUND');
  if (order.Statut === 'paid') throw new AppError('ORDER_CANCEL_FAILED');
  await db.transaction(async (tx) => {
    await transitionOrder(tx, {
      orderId,
      event: 'cancel',
      author: 'customer',
      now,
      refusal: 'ORDER_CANCEL_FAILED',
    });
    if (payment) {
      await tx
        .update(paiement)
        .set({ Statut: 'canceled', DateModification: now })
        .where(and(eq(paiement.Id, payment.Id), eq(paiement.Statut, 'open')));
    }
    await returnOrderToBasket(tx, { orderId, accountId, now });
    await enqueueOrderCanceledEmail(tx, { orderId, cause: 'customer', publicUrl: options.publicUrl, now });
  });
  if (payment) await provider.cancelPayment(payment.IdFournisseur);
}
