import type { Db } from '@shortlist/db/client';
import { commande, commandeLigne, paiement, produit } from '@shortlist/db/schema/orders';
import { ZId } from '@shortlist/domain/fields/ids';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { defineOperatorCommand } from '../../platform/operator-command.ts';
import { withdrawSuperStampRetention } from '../../user-api/film-video/order-port.ts';
import { shortenFilmSuperStamp } from '../../user-api/films/order-port.ts';
import { withdrawEntries } from '../../user-api/submissions/order-port.ts';
import { issueCreditNotes } from '../invoices/issue-credit-notes.ts';
// The operator context's provider is the order API's own addition to it.
import type {} from '../payments/operator-services.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { reversePayoutLines } from '../payouts/reverse-payout-lines.ts';
import { moveStamps } from '../stamps/stamp-ledger.ts';
import { enqueueOrderCanceledEmail } from './order-canceled-email.ts';
import { transitionOrder } from './order-transition.ts';

export type RefundAnswer = {
  orderId: number;
  reference: string;
  /** True when this call refunded it; false when it was already refunded (nothing changed). */
  refunded: boolean;
  creditNotes: string[];
  /** Money the provider was asked to send back, in cents. */
  providerRefundCents: number;
  /** Money an operator sends back by hand (a bank transfer, or a provider without refunds). */
  manualRefundCents: number;
  withdrawnEntries: number;
  /** Entries a festival already moved past "sent": they and their payout lines stay. */
  keptEntries: number;
  message: string;
};

const refuse = (code: string, message: string) =>
  new AppError('CONFLICT', { fields: [{ path: 'order', code, message }] });

/**
 * Cancels a paid order and gives the money back (issue 15, spec §4 "refunded: money sent back
 * after payment"), for an operator. In one transaction holding the order's row lock:
 * the order goes paid → refunded through the one transition function (audit row); each invoice
 * gets its credit note (negative lines, next CN number); what the payment did is reversed where
 * it can be: entries still `sent` are cancelled and their festival payout lines reversed (a
 * negative line dated now: a month already paid keeps its statement), the
 * stamps of the balance they used given back, the stamps the order credited debited back (refused
 * with REFUND_STAMPS_SPENT when the balance no longer holds them: it never goes negative), each
 * SuperStamp's months taken off its film and its year of video storage off the film's videos; its payments are marked refunded; the summary email is
 * queued. After commit the provider is asked to refund each payment it took: that call cannot
 * join the transaction, so it comes after, and running the command again repeats it (the provider
 * refunds a payment once) without changing the books again. Run twice, or ten times at once, the
 * others wait for the lock, find the order refunded and answer so: one set of credit notes.
 */
export async function refundOrder(
  db: Db,
  options: {
    orderId: number;
    reason?: string | undefined;
    provider: PaymentProvider;
    now: Date;
    publicUrl: string;
  },
): Promise<RefundAnswer> {
  const { orderId, now, provider, reason } = options;
  const outcome = await db.transaction(async (tx) => {
    const order = await lockPaidOrder(tx, orderId);
    if (order.Statut === 'refunded') return { order, done: null };
    await transitionOrder(tx, { orderId, event: 'refund', author: 'operator', now, reason });
    const creditNotes = await issueCreditNotes(tx, { orderId, now });
    const lines = await orderLines(tx, orderId);
    const entries = await withdrawSentEntries(tx, { lines, now, reason });
    const stamps = await reverseStamps(tx, { order, lines, withdrawn: entries.withdrawn, now });
    await takeBackSuperStamps(tx, { lines, now });
    const money = await markPaymentsRefunded(tx, { orderId, provider, now });
    await enqueueOrderCanceledEmail(tx, {
      orderId,
      cause: 'refunded',
      publicUrl: options.publicUrl,
      now,
      refund: {
        refundedCents: money.providerRefundCents + money.manualRefundCents,
        creditNotes,
        withdrawnEntries: entries.withdrawn.length,
        ...stamps,
      },
    });
    return {
      order,
      done: {
        creditNotes,
        ...money,
        withdrawnEntries: entries.withdrawn.length,
        keptEntries: entries.kept,
      },
    };
  });
  await askProviderForRefunds(db, { orderId, provider, now });
  return refundAnswer(orderId, outcome);
}

type Order = typeof commande.$inferSelect;
type OrderLine = typeof commandeLigne.$inferSelect & { months: number };

/** The order, locked for the transaction: refused unless paid (or already refunded: nothing to do). */
async function lockPaidOrder(tx: Db, orderId: number): Promise<Order> {
  const [order] = await tx.select().from(commande).where(eq(commande.Id, orderId)).for('update');
  if (!order) throw new AppError('NOT_FOUND');
  if (order.Statut !== 'paid' && order.Statut !== 'refunded') {
    throw refuse('NOT_PAID', `Order ${order.Reference} is ${order.Statut}, not paid; nothing changed.`);
  }
  return order;
}

/** The order's lines, each with the months its product gives (a SuperStamp's). */
async function orderLines(tx: Db, orderId: number): Promise<OrderLine[]> {
  const rows = await tx
    .select({ line: commandeLigne, months: produit.DureeMois })
    .from(commandeLigne)
    .leftJoin(produit, eq(produit.Id, commandeLigne.IdProduit))
    .where(eq(commandeLigne.IdCommande, orderId));
  return rows.map((r) => ({ ...r.line, months: r.months ?? 0 }));
}

/**
 * Entries still `sent` are cancelled and their payout lines reversed (a negative line dated now:
 * a month already paid keeps its statement); entries a festival moved past sent stay.
 */
async function withdrawSentEntries(
  tx: Db,
  options: { lines: OrderLine[]; now: Date; reason: string | undefined },
): Promise<{ withdrawn: number[]; kept: number }> {
  const entryIds = options.lines.flatMap((l) =>
    l.Kind === 'entryFee' && l.IdInscription !== null ? [l.IdInscription] : [],
  );
  const withdrawn = await withdrawEntries(tx, { ids: entryIds, now: options.now, reason: options.reason });
  await reversePayoutLines(tx, { entryIds: withdrawn, now: options.now });
  return { withdrawn, kept: entryIds.length - withdrawn.length };
}

/**
 * The balance's stamps a withdrawn entry used come back; the stamps the order credited go, refused
 * with REFUND_STAMPS_SPENT when the balance no longer holds them (it never goes negative).
 */
async function reverseStamps(
  tx: Db,
  options: { order: Order; lines: OrderLine[]; withdrawn: number[]; now: Date },
): Promise<{ stampsReturned: number; stampsDebited: number }> {
  const { order, lines, now } = options;
  const withdrawnSet = new Set(options.withdrawn);
  const stampsReturned = lines
    .filter((l) => l.IdInscription !== null && withdrawnSet.has(l.IdInscription))
    .reduce((sum, l) => sum + l.TimbresUtilises, 0);
  const stampsDebited = lines.reduce((sum, l) => sum + l.TimbresCredites, 0);
  const accountId = order.IdCompte;
  const orderId = order.Id;
  if (stampsReturned > 0) {
    await moveStamps(tx, { accountId, delta: stampsReturned, reason: 'return', orderId, now });
  }
  if (stampsDebited > 0) {
    try {
      await moveStamps(tx, { accountId, delta: -stampsDebited, reason: 'correction', orderId, now });
    } catch (error) {
      if (error instanceof AppError && error.code === 'STAMPS_INSUFFICIENT') {
        throw refuse(
          'REFUND_STAMPS_SPENT',
          `Order ${order.Reference} credited ${stampsDebited} stamps that are no longer all in the balance; nothing changed.`,
        );
      }
      throw error;
    }
  }
  return { stampsReturned, stampsDebited };
}

/** Each SuperStamp's months come off its film, and the storage year it gave the film's videos. */
async function takeBackSuperStamps(tx: Db, options: { lines: OrderLine[]; now: Date }): Promise<void> {
  for (const line of options.lines) {
    if (line.Kind !== 'superStamp' || line.IdFilm === null || line.months <= 0) continue;
    const until = await shortenFilmSuperStamp(tx, {
      filmId: line.IdFilm,
      months: line.months,
      now: options.now,
    });
    // Entries withdrawn above give the videos nothing now.
    await withdrawSuperStampRetention(tx, { filmId: line.IdFilm, superStampUntil: until });
  }
}

/** The order's paid payments become refunded: what the provider sends back, what an operator does. */
async function markPaymentsRefunded(
  tx: Db,
  options: { orderId: number; provider: PaymentProvider; now: Date },
): Promise<{ providerRefundCents: number; manualRefundCents: number }> {
  const { provider } = options;
  const payments = await tx
    .update(paiement)
    .set({ Statut: 'refunded', DateModification: options.now })
    .where(and(eq(paiement.IdCommande, options.orderId), eq(paiement.Statut, 'paid')))
    .returning();
  const providerRefundCents = payments
    .filter((p) => p.Fournisseur === provider.name && provider.refundPayment)
    .reduce((sum, p) => sum + p.Montant, 0);
  const manualRefundCents = payments.reduce((sum, p) => sum + p.Montant, 0) - providerRefundCents;
  return { providerRefundCents, manualRefundCents };
}

/**
 * After commit (and again on a later run, until the provider has done it): the money back. A
 * network call cannot join the transaction; the provider refunds a payment once.
 */
async function askProviderForRefunds(
  db: Db,
  options: { orderId: number; provider: PaymentProvider; now: Date },
): Promise<void> {
  const { provider } = options;
  const refunded = await db
    .select()
    .from(paiement)
    .where(and(eq(paiement.IdCommande, options.orderId), eq(paiement.Statut, 'refunded')));
  for (const payment of refunded) {
    if (payment.Fournisseur !== provider.name || !provider.refundPayment) continue;
    await provider.refundPayment({
      id: payment.IdFournisseur,
      amountCents: payment.Montant,
      now: options.now,
    });
  }
}

/** What the operator reads: refunded now, or already refunded before (nothing changed). */
function refundAnswer(
  orderId: number,
  outcome: {
    order: Order;
    done: Omit<RefundAnswer, 'orderId' | 'reference' | 'refunded' | 'message'> | null;
  },
): RefundAnswer {
  const { order, done } = outcome;
  const answer = { orderId, reference: order.Reference };
  if (!done) {
    return {
      ...answer,
      refunded: false,
      creditNotes: [],
      providerRefundCents: 0,
      manualRefundCents: 0,
      withdrawnEntries: 0,
      keptEntries: 0,
      message: `Order ${order.Reference} was already refunded; nothing changed.`,
    };
  }
  const manual =
    done.manualRefundCents > 0 ? ` Send ${done.manualRefundCents} cents back by hand (bank transfer).` : '';
  return {
    ...answer,
    refunded: true,
    ...done,
    message: `Order ${order.Reference} is refunded; credit notes ${done.creditNotes.join(', ') || 'none'}.${manual}`,
  };
}

/** `npm run admin -- refund-order --order <id> [--reason <text>]`. */
export const refundOrderCommand = defineOperatorCommand({
  name: 'refund-order',
  summary:
    'Cancel a paid order: credit notes, stamps and entries reversed, money refunded (--order <id> [--reason <text>])',
  input: z.strictObject({
    order: ZId,
    /** Why, kept on the order's audit row. */
    reason: z.string().trim().min(1).max(500).optional(),
  }),
  run: (context, input) =>
    refundOrder(context.db, {
      orderId: input.order,
      reason: input.reason,
      provider: context.provider,
      now: context.now,
      publicUrl: context.publicUrl,
    }),
});
