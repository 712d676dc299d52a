import type { InvoiceKind } from './api-contracts.ts';
import type { LineKind } from './basket-calculation.ts';
import type { ProductCode } from './catalogue.ts';
import { percentOf } from './money.ts';
import type { PaymentMethod } from './order-state.ts';
import type { VatRegime } from './vat.ts';

/**
 * What goes on which invoice (issue 15, spec §7 downloads): what the platform sells (stamp
 * booklets, SuperStamps, platform fees) on one invoice per order, entry fees on one invoice per
 * festival. VAT is summed per rate and rounded once per rate, as the order did (`calculateBasket`),
 * so the platform invoice's VAT is the order's VAT to the cent and the invoices together add up
 * to the order's total. Lines that charged nothing (an entry paid by a stamp) are left off, and
 * so is a document with no line left.
 */

/** An order line with the names it is shown with, read when the invoice is issued. */
export type InvoiceSourceLine = {
  kind: LineKind;
  code: ProductCode | null;
  IdFestival: number | null;
  quantity: number;
  unitCents: number;
  discountCents: number;
  netCents: number;
  vatRateBp: number;
  filmTitle: string | null;
  festivalName: string | null;
};

export type InvoiceLine = Omit<InvoiceSourceLine, 'IdFestival'>;

export type InvoiceTotals = {
  netCents: number;
  vatCents: number;
  totalCents: number;
  vatByRate: { rateBp: number; netCents: number; vatCents: number }[];
};

export type InvoiceDraft = {
  /** Null for the order's own invoice (what the platform sells), else the festival of its entry fees. */
  festivalId: number | null;
  festivalName: string | null;
  lines: InvoiceLine[];
  totals: InvoiceTotals;
};

/** The seller as printed on every document (docs/decisions.md "Invoice seller"). */
export type InvoiceParty = {
  name: string;
  addressLines: string[];
  countryIso2: string;
  vatNumber: string | null;
  registration: string | null;
  isCompany: boolean;
};

/** An issued document, kept whole in `facture.Document`; the PDF is drawn from it alone. */
export type InvoiceDocument = {
  kind: InvoiceKind;
  number: string;
  issuedAt: string;
  orderReference: string;
  regime: VatRegime;
  seller: InvoiceParty;
  buyer: InvoiceParty | null;
  festivalId: number | null;
  festivalName: string | null;
  lines: InvoiceLine[];
  totals: InvoiceTotals;
  /** The invoice a credit note cancels. */
  cancels: string | null;
  /**
   * The coupon the order was paid with and what it took off this document's lines (excluding
   * VAT; negative on a credit note). Coupons never touch entry fees, so only the platform's
   * invoice carries one. Absent on documents issued before coupons were printed.
   */
  coupon?: InvoiceCoupon | null;
  /**
   * When and how the order was paid, printed on an invoice ("Paid on 20 November 2026 (Card)").
   * Absent on documents issued before it was kept, and on credit notes.
   */
  payment?: { paidAt: string; method: PaymentMethod } | null;
};

export type InvoiceCoupon = { code: string; discountCents: number };

/** Totals of lines: net per rate, VAT rounded once per rate (half up, on the absolute amount). */
export function invoiceTotals(lines: readonly Pick<InvoiceLine, 'netCents' | 'vatRateBp'>[]): InvoiceTotals {
  const byRate = new Map<number, number>();
  for (const line of lines) byRate.set(line.vatRateBp, (byRate.get(line.vatRateBp) ?? 0) + line.netCents);
  const vatByRate = [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rateBp, netCents]) => ({ rateBp, netCents, vatCents: signedPercentOf(netCents, rateBp) }));
  const netCents = vatByRate.reduce((sum, group) => sum + group.netCents, 0);
  const vatCents = vatByRate.reduce((sum, group) => sum + group.vatCents, 0);
  return { netCents, vatCents, totalCents: netCents + vatCents, vatByRate };
}

function signedPercentOf(cents: number, rateBp: number): number {
  return cents < 0 ? -percentOf(-cents, rateBp) : percentOf(cents, rateBp);
}

/** The invoices an order gets when it is paid: the platform's first, then one per festival by id. */
export function invoiceDrafts(lines: readonly InvoiceSourceLine[]): InvoiceDraft[] {
  const charged = lines.filter((line) => line.netCents > 0);
  const drafts: InvoiceDraft[] = [];
  const platform = charged.filter((line) => line.kind !== 'entryFee');
  if (platform.length > 0) drafts.push(draftOf(null, null, platform));
  const festivals = new Map<number, InvoiceSourceLine[]>();
  for (const line of charged) {
    if (line.kind !== 'entryFee' || line.IdFestival === null) continue;
    festivals.set(line.IdFestival, [...(festivals.get(line.IdFestival) ?? []), line]);
  }
  for (const [festivalId, festivalLines] of [...festivals.entries()].sort(([a], [b]) => a - b)) {
    drafts.push(draftOf(festivalId, festivalLines[0]?.festivalName ?? null, festivalLines));
  }
  return drafts;
}

function draftOf(
  festivalId: number | null,
  festivalName: string | null,
  lines: InvoiceSourceLine[],
): InvoiceDraft {
  const kept = lines.map(({ IdFestival: _festival, ...line }) => line);
  return { festivalId, festivalName, lines: kept, totals: invoiceTotals(kept) };
}

/**
 * The credit note cancelling an invoice: the same lines with negative amounts, so the invoice and
 * its credit note add up to zero to the cent.
 */
export function creditNoteLines(invoice: Pick<InvoiceDocument, 'lines'>): {
  lines: InvoiceLine[];
  totals: InvoiceTotals;
} {
  const lines = invoice.lines.map((line) => ({
    ...line,
    unitCents: -line.unitCents,
    discountCents: -line.discountCents,
    netCents: -line.netCents,
  }));
  return { lines, totals: invoiceTotals(lines) };
}
