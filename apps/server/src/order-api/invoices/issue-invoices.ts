import type { Db } from '@shortlist/db/client';
import { commande, commandeLigne, facture } from '@shortlist/db/schema/orders';
import type { BillingAddress } from '@shortlist/domain/accounts/api-contracts';
import type { BasketTotals } from '@shortlist/domain/orders/basket-calculation';
import type { ProductCode } from '@shortlist/domain/orders/catalogue';
import {
  type InvoiceCoupon,
  type InvoiceDocument,
  type InvoiceParty,
  type InvoiceSourceLine,
  invoiceDrafts,
} from '@shortlist/domain/orders/invoice-lines';
import { DEMO_INVOICE_SELLER } from '@shortlist/domain/orders/invoice-seller';
import { asc, eq } from 'drizzle-orm';
import { loadFestivalNames } from '../../user-api/festivals/order-port.ts';
import { loadOrderFilms } from '../../user-api/submissions/order-port.ts';
import { nextInvoiceNumber } from './invoice-counter.ts';

/**
 * The invoices of an order that was just paid, in the paying transaction (issue 15): one for what
 * the platform sells (booklets, SuperStamps, platform fees), one per festival for its entry fees,
 * each with the next number of the year. Seller (kept on the order when placed), buyer (the order's billing address snapshot),
 * lines and totals are copied into the row, which is never changed afterwards. An order that
 * charged nothing gets none. Returns the numbers given.
 */
export async function issueInvoices(
  tx: Db,
  options: { orderId: number; accountId: number; now: Date },
): Promise<string[]> {
  const { orderId, accountId, now } = options;
  const [order] = await tx
    .select({
      Reference: commande.Reference,
      Regime: commande.Regime,
      Adresse: commande.AdresseFacturation,
      Vendeur: commande.Vendeur,
      Totaux: commande.Totaux,
      MoyenPaiement: commande.MoyenPaiement,
    })
    .from(commande)
    .where(eq(commande.Id, orderId));
  if (!order) throw new Error(`order ${orderId} not found while issuing its invoices`);
  const lines = await tx
    .select()
    .from(commandeLigne)
    .where(eq(commandeLigne.IdCommande, orderId))
    .orderBy(asc(commandeLigne.Id));
  const filmIds = [...new Set(lines.flatMap((line) => (line.IdFilm === null ? [] : [line.IdFilm])))];
  const festivalIds = [
    ...new Set(lines.flatMap((line) => (line.IdFestival === null ? [] : [line.IdFestival]))),
  ];
  // One after the other: a transaction's connection runs one query at a time (pg 9 refuses more).
  const films = await loadOrderFilms(tx, { accountId, filmIds });
  const festivals = await loadFestivalNames(tx, { ids: festivalIds });
  const titles = new Map(films.map((film) => [film.Id, film.TitreOriginal]));
  const source: InvoiceSourceLine[] = lines.map((line) => ({
    kind: line.Kind,
    code: line.Code as ProductCode | null,
    IdFestival: line.IdFestival,
    quantity: line.Quantite,
    unitCents: line.PrixUnitaire,
    discountCents: line.Remise,
    netCents: line.MontantHT,
    vatRateBp: line.TauxTvaBp,
    filmTitle: line.IdFilm === null ? null : (titles.get(line.IdFilm) ?? null),
    festivalName: line.IdFestival === null ? null : (festivals.get(line.IdFestival) ?? null),
  }));
  const buyer = buyerOf(order.Adresse as (BillingAddress & { countryIso2: string }) | null);
  const coupon = couponOf(order.Totaux as Partial<BasketTotals> | null);
  const numbers: string[] = [];
  for (const draft of invoiceDrafts(source)) {
    const number = await nextInvoiceNumber(tx, { kind: 'invoice', issuedAt: now });
    const document: InvoiceDocument = {
      kind: 'invoice',
      number,
      issuedAt: now.toISOString(),
      orderReference: order.Reference,
      regime: order.Regime,
      // An order placed before the seller was kept on it prints the demo company (development data only).
      seller: (order.Vendeur as InvoiceParty | null) ?? DEMO_INVOICE_SELLER,
      buyer,
      festivalId: draft.festivalId,
      festivalName: draft.festivalName,
      lines: draft.lines,
      totals: draft.totals,
      cancels: null,
      // The coupon came off platform lines only (`couponDiscounts`): all of it is on this invoice.
      coupon: draft.festivalId === null ? coupon : null,
      // Invoices are issued when the order is paid: now is when, the order's method is how.
      payment: { paidAt: now.toISOString(), method: order.MoyenPaiement },
    };
    await tx.insert(facture).values({
      DateCreation: now,
      Numero: number,
      Kind: 'invoice',
      IdCommande: orderId,
      IdCompte: accountId,
      IdFestival: draft.festivalId,
      Regime: order.Regime,
      Document: document,
      MontantHT: draft.totals.netCents,
      MontantTva: draft.totals.vatCents,
      MontantTTC: draft.totals.totalCents,
    });
    numbers.push(number);
  }
  return numbers;
}

/** The order's coupon as its invoice prints it, from the totals kept when it was placed; null without one. */
function couponOf(totals: Partial<BasketTotals> | null): InvoiceCoupon | null {
  const code = totals?.couponCode;
  const discountCents = totals?.couponDiscountCents ?? 0;
  return code && discountCents > 0 ? { code, discountCents } : null;
}

/** The buyer as printed: the billing address the order was placed with. */
export function buyerOf(address: (BillingAddress & { countryIso2: string }) | null): InvoiceParty | null {
  if (!address) return null;
  return {
    name: address.Header,
    addressLines: [
      address.Line1,
      address.Line2,
      `${address.ZipCode} ${address.City}`.trim(),
      address.State,
    ].filter((line): line is string => typeof line === 'string' && line.trim() !== ''),
    countryIso2: address.countryIso2,
    vatNumber: address.Intracom,
    registration: null,
    isCompany: address.IsCompany,
  };
}
