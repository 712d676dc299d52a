import type { Db } from '@shortlist/db/client';
import { commande, paiement } from '@shortlist/db/schema/orders';
import { ZId } from '@shortlist/domain/fields/ids';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { defineOperatorCommand } from '../../platform/operator-command.ts';
import { applyPaidOrder } from '../orders/order-paid.ts';
import { transitionOrder } from '../orders/order-transition.ts';

/** The provider name of a bank transfer's payment row (`paiement.Fournisseur`). */
export const BANK_TRANSFER_PROVIDER = 'bankTransfer';

export type TransferPaidAnswer = {
  orderId: number;
  reference: string;
  /** True when this call paid it; false when it was already paid (nothing changed). */
  paid: boolean;
  message: string;
};

const refuse = (code: string, message: string) =>
  new AppError('CONFLICT', { fields: [{ path: 'order', code, message }] });

/**
 * The money of a bank transfer arrived: the order goes to paid through the same path as a card
 * webhook (the one transition function with its audit row, then `applyPaidOrder`: stamps
 * credited, entries sent, payout lines), in one transaction that holds the order's row lock. So
 * the command run twice, or ten times at once, pays once: the others wait for the lock, find the
 * order paid and answer so. The transfer is recorded as a payment row under the bank's reference
 * (the order's own reference when none is given); a bank reference already recorded for another
 * order is refused, so one transfer never pays two orders. An order that is not a transfer, or no
 * longer waits for one (cancelled after 14 days, say), is refused and left as it is.
 */
export async function markTransferPaid(
  db: Db,
  options: { orderId: number; bankReference?: string | undefined; now: Date; publicUrl: string },
): Promise<TransferPaidAnswer> {
  const { orderId, now } = options;
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(commande).where(eq(commande.Id, orderId)).for('update');
    if (!order) throw new AppError('NOT_FOUND');
    const answer = { orderId, reference: order.Reference };
    if (order.MoyenPaiement !== 'bankTransfer') {
      throw refuse(
        'NOT_A_TRANSFER',
        `Order ${order.Reference} is paid by ${order.MoyenPaiement}, not by transfer.`,
      );
    }
    if (order.Statut === 'paid') {
      return {
        ...answer,
        paid: false,
        message: `Order ${order.Reference} was already paid; nothing changed.`,
      };
    }
    if (order.Statut !== 'waitingForTransfer') {
      throw refuse(
        'NOT_WAITING_FOR_TRANSFER',
        `Order ${order.Reference} is ${order.Statut}, not waiting for a transfer; nothing changed.`,
      );
    }
    const bankReference = options.bankReference ?? order.Reference;
    const [recorded] = await tx
      .insert(paiement)
      .values({
        IdCommande: orderId,
        Fournisseur: BANK_TRANSFER_PROVIDER,
        IdFournisseur: bankReference,
        Statut: 'paid',
        Montant: order.MontantTTC,
        DateCreation: now,
        DateModification: now,
      })
      .onConflictDoNothing()
      .returning({ Id: paiement.Id });
    if (!recorded) {
      throw refuse('BANK_REFERENCE_USED', `The bank reference ${bankReference} already paid another order.`);
    }
    await transitionOrder(tx, { orderId, event: 'pay', author: 'operator', now, set: { DatePaiement: now } });
    await applyPaidOrder(tx, { orderId, accountId: order.IdCompte, now, publicUrl: options.publicUrl });
    return { ...answer, paid: true, message: `Order ${order.Reference} is paid.` };
  });
}

/** `npm run admin -- mark-transfer-paid --order <id> [--reference <bank ref>]`. */
export const markTransferPaidCommand = defineOperatorCommand({
  name: 'mark-transfer-paid',
  summary: 'Mark an order waiting for a bank transfer as paid (--order <id> [--reference <bank ref>])',
  input: z.strictObject({
    order: ZId,
    /** The bank's reference of the transfer received (kept on the payment row). */
    reference: z.string().trim().min(1).max(100).optional(),
  }),
  run: (context, input) =>
    markTransferPaid(context.db, {
      orderId: input.order,
      bankReference: input.reference,
      now: context.now,
      publicUrl: context.publicUrl,
    }),
});
