import type { Db } from '@shortlist/db/client';
import { commande, paiement } from '@shortlist/db/schema/orders';
import { and, desc, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';

/**
 * `POST customer/{id}/payments/paypal/get-link`: where an open order paid by PayPal is paid (the
 * provider's hosted PayPal page, the link `place` answered), for a customer coming back to it.
 * Another account's order answers 404; an order that is not an open PayPal one 409; a link past
 * its 3 hours (the expiry job not yet run) 410.
 */
export async function paypalLink(
  db: Db,
  options: { accountId: number; orderId: number; now: Date },
): Promise<{ url: string }> {
  const [order] = await db
    .select({
      Statut: commande.Statut,
      MoyenPaiement: commande.MoyenPaiement,
      DateExpiration: commande.DateExpiration,
    })
    .from(commande)
    .where(and(eq(commande.Id, options.orderId), eq(commande.IdCompte, options.accountId)));
  if (!order) throw new AppError('NOT_FOUND');
  if (order.MoyenPaiement !== 'paypal' || order.Statut !== 'open') throw new AppError('CONFLICT');
  if (order.DateExpiration && order.DateExpiration <= options.now) throw new AppError('ORDER_EXPIRED');
  const [payment] = await db
    .select({ UrlPaiement: paiement.UrlPaiement })
    .from(paiement)
    .where(and(eq(paiement.IdCommande, options.orderId), eq(paiement.Statut, 'open')))
    .orderBy(desc(paiement.Id))
    .limit(1);
  if (!payment?.UrlPaiement) throw new AppError('CONFLICT');
  return { url: payment.UrlPaiement };
}
