import type { ProductCode } from './catalogue.ts';
import { type CouponRule, couponDiscounts } from './coupons.ts';
import { discountedEntryFee, type FestivalCodeRule } from './festival-codes.ts';
import { type SubmissionFormula, submissionCharge } from './formulas.ts';
import { percentOf } from './money.ts';
import type { VatRule } from './vat.ts';

/**
 * The basket's sum (`calculate`, spec §2 "the summary always shows what is paid by stamps, what
 * by money, VAT and total"). One pure function read by the server for the summary and for the
 * order's lines, so what is shown is what is charged.
 *
 * VAT applies to what the platform sells (booklets, SuperStamps, platform fees), summed per rate
 * and rounded once per rate. Entry fees are collected for the festivals and carry no platform VAT
 * (docs/decisions.md); the festival's invoice shows them.
 */
export const LINE_KINDS = ['stampBooklet', 'superStamp', 'platformFee', 'entryFee'] as const;
export type LineKind = (typeof LINE_KINDS)[number];

export const BASKET_PROBLEMS = ['STAMPS_INSUFFICIENT', 'SUPERSTAMP_NOT_ACTIVE', 'SECTION_CLOSED'] as const;
export type BasketProblemCode = (typeof BASKET_PROBLEMS)[number];

export type PricedProduct = {
  Id: number;
  code: ProductCode;
  priceCents: number;
  stamps: number;
  months: number;
};

export type BasketInput = {
  booklets: readonly { product: PricedProduct; quantity: number }[];
  superStamps: readonly { product: PricedProduct; IdFilm: number }[];
  submissions: readonly {
    IdInscription: number;
    IdFilm: number;
    IdFestival: number;
    /** The section's current fee in cents, or null when it no longer takes entries. */
    entryFeeCents: number | null;
    formula: SubmissionFormula;
    /** The festival's code on this entry, already found usable (`festivalCodeRefusal`), or none. */
    festivalCode?: Pick<FestivalCodeRule, 'kind' | 'percent'> | null;
  }[];
  /** The platform fee product (a stamp bought now). */
  platformFee: PricedProduct;
  stampBalance: number;
  /** Films whose SuperStamp is active now (bought earlier). */
  filmsCovered: ReadonlySet<number>;
  vat: VatRule;
  /** The basket's coupon, already found usable by the account (`couponRefusal`), or none. */
  coupon?: Pick<CouponRule, 'code' | 'kind' | 'value' | 'appliesTo'> | null;
};

export type BasketLine = {
  kind: LineKind;
  productId: number | null;
  code: ProductCode | null;
  IdInscription: number | null;
  IdFilm: number | null;
  IdFestival: number | null;
  quantity: number;
  unitCents: number;
  discountCents: number;
  /** Excluding VAT, after discount. */
  netCents: number;
  vatRateBp: number;
  stampsUsed: number;
  stampsCredited: number;
  /** The festival's share (entry fee lines), else null. */
  payoutCents: number | null;
};

export type BasketProblem = { code: BasketProblemCode; IdInscription: number };

export type BasketTotals = {
  netCents: number;
  vatCents: number;
  /** What is paid in money, VAT included. */
  totalCents: number;
  /** The platform's sales per VAT rate (entry fees are not in it). */
  vatByRate: { rateBp: number; netCents: number; vatCents: number }[];
  /** Entry fees charged for the festivals (no platform VAT). */
  entryFeesCents: number;
  /** Stamps taken from the balance. */
  stampsUsed: number;
  /** Stamps the booklets credit once paid. */
  stampsCredited: number;
  /** Entries paid by a stamp of the balance. */
  submissionsByStamps: number;
  /** Entries paid with money (a stamp bought now) or covered by a SuperStamp. */
  submissionsByMoney: number;
  /** The coupon's code and what it took off (excluding VAT), when the basket has one. */
  couponCode?: string;
  couponDiscountCents?: number;
};

export type BasketCalculation = {
  vat: VatRule;
  lines: BasketLine[];
  totals: BasketTotals;
  problems: BasketProblem[];
  /** The coupon and what it takes off now (0 when nothing in the basket is one it applies to). */
  coupon: (Pick<CouponRule, 'code' | 'kind' | 'value' | 'appliesTo'> & { discountCents: number }) | null;
};

const noLink = { IdInscription: null, IdFilm: null, IdFestival: null, payoutCents: null } as const;

export function calculateBasket(input: BasketInput): BasketCalculation {
  const lines: BasketLine[] = [];
  const problems: BasketProblem[] = [];
  const rate = input.vat.rateBp;

  for (const { product, quantity } of input.booklets) {
    lines.push({
      ...noLink,
      kind: 'stampBooklet',
      productId: product.Id,
      code: product.code,
      quantity,
      unitCents: product.priceCents,
      discountCents: 0,
      netCents: product.priceCents * quantity,
      vatRateBp: rate,
      stampsUsed: 0,
      stampsCredited: product.stamps * quantity,
    });
  }
  const boughtCover = new Set<number>();
  for (const { product, IdFilm } of input.superStamps) {
    boughtCover.add(IdFilm);
    lines.push({
      ...noLink,
      kind: 'superStamp',
      productId: product.Id,
      code: product.code,
      IdFilm,
      quantity: 1,
      unitCents: product.priceCents,
      discountCents: 0,
      netCents: product.priceCents,
      vatRateBp: rate,
      stampsUsed: 0,
      stampsCredited: 0,
    });
  }

  let stampsLeft = input.stampBalance;
  let submissionsByStamps = 0;
  for (const entry of input.submissions) {
    if (
      entry.formula === 'superStamp' &&
      !input.filmsCovered.has(entry.IdFilm) &&
      !boughtCover.has(entry.IdFilm)
    ) {
      problems.push({ code: 'SUPERSTAMP_NOT_ACTIVE', IdInscription: entry.IdInscription });
    }
    if (entry.formula === 'balance') {
      if (stampsLeft <= 0) problems.push({ code: 'STAMPS_INSUFFICIENT', IdInscription: entry.IdInscription });
      stampsLeft -= 1;
      submissionsByStamps += 1;
    }
    if (entry.entryFeeCents === null)
      problems.push({ code: 'SECTION_CLOSED', IdInscription: entry.IdInscription });
    // The festival's code comes off the section's fee first; the SuperStamp's 20 % off what is left.
    const sectionFee = entry.entryFeeCents ?? 0;
    const waived = entry.festivalCode ? discountedEntryFee(sectionFee, entry.festivalCode) : null;
    const charge = submissionCharge({
      entryFeeCents: waived ? waived.feeCents : sectionFee,
      formula: entry.formula,
      platformFeeCents: input.platformFee.priceCents,
    });
    const link = { IdInscription: entry.IdInscription, IdFilm: entry.IdFilm, IdFestival: entry.IdFestival };
    if (charge.platformFeeCents > 0) {
      lines.push({
        ...link,
        kind: 'platformFee',
        productId: input.platformFee.Id,
        code: input.platformFee.code,
        quantity: 1,
        unitCents: charge.platformFeeCents,
        discountCents: 0,
        netCents: charge.platformFeeCents,
        vatRateBp: rate,
        stampsUsed: 0,
        stampsCredited: 0,
        payoutCents: null,
      });
    }
    lines.push({
      ...link,
      kind: 'entryFee',
      productId: null,
      code: null,
      quantity: 1,
      unitCents: sectionFee,
      discountCents: charge.discountCents + (waived?.discountCents ?? 0),
      netCents: charge.entryFeeCents,
      vatRateBp: 0,
      stampsUsed: charge.stampsUsed,
      stampsCredited: 0,
      payoutCents: charge.payoutCents,
    });
  }

  // The coupon comes off before VAT is summed, so VAT is computed on what is paid.
  let couponDiscountCents = 0;
  if (input.coupon) {
    const discounts = couponDiscounts(input.coupon, lines);
    for (const [i, line] of lines.entries()) {
      const discount = discounts[i] ?? 0;
      line.discountCents += discount;
      line.netCents -= discount;
      couponDiscountCents += discount;
    }
  }

  const byRate = new Map<number, number>();
  for (const line of lines) {
    if (line.kind === 'entryFee') continue;
    byRate.set(line.vatRateBp, (byRate.get(line.vatRateBp) ?? 0) + line.netCents);
  }
  const vatByRate = [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rateBp, netCents]) => ({ rateBp, netCents, vatCents: percentOf(netCents, rateBp) }));
  const netCents = lines.reduce((sum, line) => sum + line.netCents, 0);
  const vatCents = vatByRate.reduce((sum, group) => sum + group.vatCents, 0);
  return {
    vat: input.vat,
    lines,
    problems,
    coupon: input.coupon
      ? {
          code: input.coupon.code,
          kind: input.coupon.kind,
          value: input.coupon.value,
          appliesTo: input.coupon.appliesTo,
          discountCents: couponDiscountCents,
        }
      : null,
    totals: {
      netCents,
      vatCents,
      totalCents: netCents + vatCents,
      vatByRate,
      entryFeesCents: lines
        .filter((line) => line.kind === 'entryFee')
        .reduce((sum, line) => sum + line.netCents, 0),
      stampsUsed: lines.reduce((sum, line) => sum + line.stampsUsed, 0),
      stampsCredited: lines.reduce((sum, line) => sum + line.stampsCredited, 0),
      submissionsByStamps,
      submissionsByMoney: input.submissions.length - submissionsByStamps,
      ...(input.coupon ? { couponCode: input.coupon.code, couponDiscountCents } : {}),
    },
  };
}

/** An order that asks no money (every entry paid by stamps, free sections, nothing bought). */
export function isPaidEntirelyByStamps(calculation: BasketCalculation): boolean {
  return calculation.totals.totalCents === 0 && calculation.lines.length > 0;
}
