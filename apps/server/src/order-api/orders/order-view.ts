import type { Db } from '@shortlist/db/client';
import { commande, commandeLigne, facture, paiement } from '@shortlist/db/schema/orders';
import type { Language } from '@shortlist/domain/languages';
import type { Order } from '@shortlist/domain/orders/api-contracts';
import type { BasketTotals } from '@shortlist/domain/orders/basket-calculation';
import type { ProductCode } from '@shortlist/domain/orders/catalogue';
import { type OrderStatus, orderStateFlag } from '@shortlist/domain/orders/order-state';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { BankTransferAccount } from '../../platform/config.ts';
import { invoicePath } from '../invoices/invoice-download.ts';
import { orderLineNames } from './order-line-names.ts';

/**
 * The account's orders as the orders page and the confirmation page read them (spec §3 Order),
 * newest first; with `orderId`, that one only. Six queries whatever the count. An order waiting
 * for a bank transfer carries the account to pay (`config.bankTransfer`) and its reference. Each
 * line names its film, festival and section in `language` (`orderLineNames`).
 */
export async function loadOrders(
  db: Db,
  options: {
    accountId: number;
    orderId?: number;
    /** Only orders in these statuses (all when absent). */
    statuses?: readonly OrderStatus[];
    bankTransfer?: BankTransferAccount | null;
    language?: Language;
  },
): Promise<Order[]> {
  const orders = await db
    .select()
    .from(commande)
    .where(
      and(
        eq(commande.IdCompte, options.accountId),
        options.orderId === undefined ? undefined : eq(commande.Id, options.orderId),
        options.statuses === undefined ? undefined : inArray(commande.Statut, [...options.statuses]),
      ),
    )
    .orderBy(desc(commande.DateCreation), desc(commande.Id));
  if (orders.length === 0) return [];
  const ids = orders.map((o) => o.Id);
  const [lines, payments, documents] = await Promise.all([
    db
      .select()
      .from(commandeLigne)
      .where(inArray(commandeLigne.IdCommande, ids))
      .orderBy(asc(commandeLigne.Id)),
    db.select().from(paiement).where(inArray(paiement.IdCommande, ids)).orderBy(desc(paiement.Id)),
    db
      .select({
        IdCommande: facture.IdCommande,
        Numero: facture.Numero,
        Kind: facture.Kind,
        IdFestival: facture.IdFestival,
        DateCreation: facture.DateCreation,
        MontantTTC: facture.MontantTTC,
      })
      .from(facture)
      .where(and(inArray(facture.IdCommande, ids), eq(facture.IdCompte, options.accountId)))
      .orderBy(asc(facture.Id)),
  ]);
  const names = await orderLineNames(db, {
    lineIds: lines.map((line) => line.Id),
    language: options.language ?? 'en',
  });
  return orders.map((order) => {
    const payment = payments.find((p) => p.IdCommande === order.Id);
    return {
      Id: order.Id,
      reference: order.Reference,
      status: order.Statut,
      stateFlag: orderStateFlag(order.Statut),
      method: order.MoyenPaiement,
      regime: order.Regime,
      DateCreation: order.DateCreation.toISOString(),
      expiresAt:
        (order.Statut === 'open' || order.Statut === 'waitingForTransfer') && order.DateExpiration
          ? order.DateExpiration.toISOString()
          : null,
      totals: order.Totaux as BasketTotals,
      lines: lines
        .filter((line) => line.IdCommande === order.Id)
        .map((line) => ({
          Id: line.Id,
          kind: line.Kind,
          productId: line.IdProduit,
          code: line.Code as ProductCode | null,
          IdInscription: line.IdInscription,
          IdFilm: line.IdFilm,
          IdFestival: line.IdFestival,
          quantity: line.Quantite,
          unitCents: line.PrixUnitaire,
          discountCents: line.Remise,
          netCents: line.MontantHT,
          vatRateBp: line.TauxTvaBp,
          stampsUsed: line.TimbresUtilises,
          stampsCredited: line.TimbresCredites,
          payoutCents: line.Versement,
          filmTitle: names.get(line.Id)?.filmTitle ?? null,
          festivalName: names.get(line.Id)?.festivalName ?? null,
          sectionName: names.get(line.Id)?.sectionName ?? null,
        })),
      checkoutUrl: order.Statut === 'open' ? (payment?.UrlPaiement ?? null) : null,
      bankTransfer:
        order.Statut === 'waitingForTransfer' && options.bankTransfer
          ? { ...options.bankTransfer, reference: order.Reference }
          : null,
      invoices: documents
        .filter((document) => document.IdCommande === order.Id)
        .map((document) => ({
          kind: document.Kind,
          number: document.Numero,
          festivalId: document.IdFestival,
          path: invoicePath({
            accountId: options.accountId,
            orderId: order.Id,
            festivalId: document.IdFestival,
            kind: document.Kind,
          }),
          issuedAt: document.DateCreation.toISOString(),
          totalCents: document.MontantTTC,
        })),
    };
  });
}
