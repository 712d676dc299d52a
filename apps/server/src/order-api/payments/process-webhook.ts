import type { Db } from '@shortlist/db/client';
import { commande, paiement, webhookEvenement } from '@shortlist/db/schema/orders';
import { nextOrderStatus, type OrderEvent } from '@shortlist/domain/orders/order-state';
import { and, eq } from 'drizzle-orm';
import { enqueueOrderCanceledEmail, type OrderCancelCause } from '../orders/order-canceled-email.ts';
import { applyPaidOrder } from '../orders/order-paid.ts';
import { transitionOrder } from '../orders/order-transition.ts';
import { returnOrderToBasket } from '../orders/return-to-basket.ts';
import type { PaymentProvider, ProviderPaymentStatus } from './payment-provider.ts';

/** Orders are priced and paid in euros (integer cents). */
const ORDER_CURRENCY = 'EUR';

const EVENT_OF: Record<Exclude<ProviderPaymentStatus, 'open'>, OrderEvent> = {
  paid: 'pay',
  failed: 'fail',
  canceled: 'cancel',
  expired: 'expire',
};

/**
 * The summary email of an order the provider ended (spec §4: the confirmation page says "a summary
 * email follows" for canceled and expired); a failed payment is told on that page and sends none.
 */
const SUMMARY_CAUSE: Partial<Record<OrderEvent, OrderCancelCause>> = {
  cancel: 'customer',
  expire: 'expired',
};

/**
 * `refunded`: money taken for an order that had already ended, sent straight back (spec §4).
 * `mismatch`: the provider says paid, but not the order's amount in euros: nothing applied.
 */
export type WebhookOutcome = 'unknown' | 'pending' | 'duplicate' | 'applied' | 'refunded' | 'mismatch';

/** Where a mismatch is reported (the request's logger: pino's `error(details, message)`). */
export type WebhookLog = { error(details: Record<string, unknown>, message: string): void };

/**
 * A provider's webhook carries a payment id only. The status is read back from the provider;
 * the payment id and that status are recorded under a unique key in the same transaction as
 * their effects, so a webhook delivered ten times (some at once: the second insert of the key
 * waits for the first transaction and then finds it) applies its effects once. A payment the
 * order service does not know is answered without effect.
 *
 * A payment that succeeds after its order ended (expired at 3 hours while the customer was still
 * paying, or cancelled) does not revive the order: its money is refunded at once (spec §4
 * "expired: automatic refund if a payment began"), after the commit, as the provider is called
 * outside the transaction. If the provider refuses, the record of this delivery is dropped so the
 * provider's next delivery (or the expiry pass) tries again.
 *
 * A paid payment counts only for the order's total in euros, to the cent, as the provider says
 * them (issue 29): any other amount or currency changes nothing, is logged as an error for an
 * operator (the money, if taken, is sent back by hand), and answers `mismatch`. Nothing is
 * recorded, so the provider's next delivery is checked again.
 */
export async function processPaymentWebhook(
  db: Db,
  options: {
    provider: PaymentProvider;
    paymentId: string;
    now: Date;
    /** The site's address, for the links of the confirmation email. */
    publicUrl: string;
    log?: WebhookLog;
  },
): Promise<WebhookOutcome> {
  const { provider, paymentId, now } = options;
  const [known] = await db
    .select()
    .from(paiement)
    .where(and(eq(paiement.Fournisseur, provider.name), eq(paiement.IdFournisseur, paymentId)));
  if (!known) return 'unknown';
  const remote = await provider.getPayment(paymentId);
  if (!remote) return 'unknown';
  if (remote.status === 'open') return 'pending';
  const status = remote.status;
  if (status === 'paid') {
    const [order] = await db
      .select({ MontantTTC: commande.MontantTTC })
      .from(commande)
      .where(eq(commande.Id, known.IdCommande));
    if (!order || remote.currency !== ORDER_CURRENCY || remote.amountCents !== order.MontantTTC) {
      options.log?.error(
        {
          provider: provider.name,
          paymentId,
          orderId: known.IdCommande,
          expected: { amountCents: order?.MontantTTC ?? null, currency: ORDER_CURRENCY },
          received: { amountCents: remote.amountCents, currency: remote.currency },
        },
        "payment provider says paid, but not the order's amount or currency: the order is not marked paid",
      );
      return 'mismatch';
    }
  }
  const key = `${provider.name}:${paymentId}:${status}`;
  const outcome = await db.transaction(async (tx): Promise<WebhookOutcome> => {
    const [recorded] = await tx
      .insert(webhookEvenement)
      .values({ Cle: key, IdPaiement: known.Id, DateCreation: now })
      .onConflictDoNothing()
      .returning({ Id: webhookEvenement.Id });
    if (!recorded) return 'duplicate';
    const [order] = await tx.select().from(commande).where(eq(commande.Id, known.IdCommande)).for('update');
    const event = EVENT_OF[status];
    // An order the job already expired, or one cancelled, is not revived by a late payment.
    if (!order || !nextOrderStatus(order.Statut, event).ok) {
      const late = status === 'paid' && provider.refundPayment !== undefined;
      await tx
        .update(paiement)
        .set({ Statut: late ? 'refunded' : status, DateModification: now })
        .where(eq(paiement.Id, known.Id));
      return late ? 'refunded' : 'applied';
    }
    await tx.update(paiement).set({ Statut: status, DateModification: now }).where(eq(paiement.Id, known.Id));
    await transitionOrder(tx, {
      orderId: order.Id,
      event,
      author: 'provider',
      now,
      ...(status === 'paid' ? { set: { DatePaiement: now } } : {}),
    });
    if (status === 'paid') {
      await applyPaidOrder(tx, {
        orderId: order.Id,
        accountId: order.IdCompte,
        now,
        publicUrl: options.publicUrl,
      });
    } else {
      await returnOrderToBasket(tx, { orderId: order.Id, accountId: order.IdCompte, now });
      const cause = SUMMARY_CAUSE[event];
      if (cause) {
        await enqueueOrderCanceledEmail(tx, { orderId: order.Id, cause, publicUrl: options.publicUrl, now });
      }
    }
    return 'applied';
  });
  if (outcome === 'refunded') {
    try {
      await provider.refundPayment?.({ id: paymentId, amountCents: remote.amountCents, now });
    } catch (error) {
      await db.delete(webhookEvenement).where(eq(webhookEvenement.Cle, key));
      throw error;
    }
  }
  return outcome;
}
