import type { Db } from '@shortlist/db/client';
import { commande, commandeStatut } from '@shortlist/db/schema/orders';
import type { ErrorCode } from '@shortlist/domain/errors';
import { nextOrderStatus, type OrderEvent, type OrderStatus } from '@shortlist/domain/orders/order-state';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';

/** Who caused a status change (the audit row's `Auteur`). */
export type OrderAuthor = 'customer' | 'provider' | 'job' | 'operator' | 'system';

/**
 * Every status change of an order goes through here (issue 15): the order's row is locked, the
 * domain's one transition function decides, the row and an audit row are written in the caller's
 * transaction. A refused arrow throws `refusal` (409 by default) and changes nothing.
 */
export async function transitionOrder(
  tx: Db,
  options: {
    orderId: number;
    event: OrderEvent;
    author: OrderAuthor;
    now: Date;
    refusal?: ErrorCode;
    /** Why, kept on the audit row (an operator's refund). */
    reason?: string | undefined;
    /** Columns set with the status (payment date, expiry). */
    set?: Partial<Pick<typeof commande.$inferInsert, 'DatePaiement' | 'DateExpiration'>>;
  },
): Promise<{ from: OrderStatus; to: OrderStatus }> {
  const [order] = await tx
    .select({ Statut: commande.Statut })
    .from(commande)
    .where(eq(commande.Id, options.orderId))
    .for('update');
  if (!order) throw new AppError('NOT_FOUND');
  const next = nextOrderStatus(order.Statut, options.event);
  if (!next.ok) throw new AppError(options.refusal ?? 'CONFLICT');
  await tx
    .update(commande)
    .set({ Statut: next.status, DateModification: options.now, ...options.set })
    .where(eq(commande.Id, options.orderId));
  await tx.insert(commandeStatut).values({
    IdCommande: options.orderId,
    De: order.Statut,
    Vers: next.status,
    Evenement: options.event,
    Auteur: options.author,
    Motif: options.reason ?? null,
    DateCreation: options.now,
  });
  return { from: order.Statut, to: next.status };
}
