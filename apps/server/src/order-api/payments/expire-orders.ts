import type { Db } from '@shortlist/db/client';
import { commande, paiement } from '@shortlist/db/schema/orders';
import { and, desc, eq, lte } from 'drizzle-orm';
import { enqueueOrderCanceledEmail } from '../orders/order-canceled-email.ts';
import { transitionOrder } from '../orders/order-transition.ts';
import { returnOrderToBasket } from '../orders/return-to-basket.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { processPaymentWebhook } from './process-webhook.ts';

/**
 * Spec §4: a payment link unpaid after 3 hours expires; the order is cancelled (expired) and its
 * stamps and entries return to the basket, and the summary email is queued (spec §4). The provider is asked first: a payment it settled
 * whose webhook was lost is applied as its webhook would be. Returns how many orders expired.
 */
export async function expireOrders(
  db: Db,
  options: { provider: PaymentProvider; now: Date; publicUrl: string; limit?: number },
): Promise<number> {
  const { provider, now } = options;
  const due = await db
    .select({ Id: commande.Id, IdCompte: commande.IdCompte })
    .from(commande)
    .where(and(eq(commande.Statut, 'open'), lte(commande.DateExpiration, now)))
    .limit(options.limit ?? 100);
  let expired = 0;
  for (const order of due) {
    const [payment] = await db
      .select({ IdFournisseur: paiement.IdFournisseur })
      .from(paiement)
      .where(and(eq(paiement.IdCommande, order.Id), eq(paiement.Fournisseur, provider.name)))
      .orderBy(desc(paiement.Id))
      .limit(1);
    if (payment) {
      const outcome = await processPaymentWebhook(db, {
        provider,
        paymentId: payment.IdFournisseur,
        now,
        publicUrl: options.publicUrl,
      });
      // A payment paid with another amount or currency (`mismatch`; the provider's webhook
      // delivery logged it) does not pay the order: it expires like an unpaid one.
      if (outcome === 'applied' || outcome === 'duplicate') continue;
      await provider.cancelPayment(payment.IdFournisseur);
    }
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ Statut: commande.Statut })
        .from(commande)
        .where(eq(commande.Id, order.Id))
        .for('update');
      if (row?.Statut !== 'open') return false;
      await transitionOrder(tx, { orderId: order.Id, event: 'expire', author: 'job', now });
      if (payment) {
        await tx
          .update(paiement)
          .set({ Statut: 'expired', DateModification: now })
          .where(and(eq(paiement.IdCommande, order.Id), eq(paiement.Statut, 'open')));
      }
      await returnOrderToBasket(tx, { orderId: order.Id, accountId: order.IdCompte, now });
      await enqueueOrderCanceledEmail(tx, {
        orderId: order.Id,
        cause: 'expired',
        publicUrl: options.publicUrl,
        now,
      });
      return true;
    });
    if (done) expired += 1;
  }
  return expired;
}
