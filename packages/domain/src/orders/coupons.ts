import { z } from 'zod';
import { ZIsoDay } from '../fields/days.ts';
import { ZId } from '../fields/ids.ts';
import { percentOf } from './money.ts';

/**
 * Coupons (issue 15, spec §7 `apply-coupon`): a code taking a percentage or a fixed amount off
 * what the platform sells (booklets, SuperStamps, platform fees). Entry fees are the festivals'
 * money and are never discounted (docs/decisions.md "Coupons"). The discount is spread over the
 * lines it applies to, as each line's `discountCents`, before VAT is summed, so VAT is computed
 * after the discount and the invoices show it line by line.
 */
export const COUPON_KINDS = ['percent', 'amount'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** What a coupon applies to: every platform sale, or one kind of them. */
export const COUPON_TARGETS = ['all', 'stampBooklet', 'superStamp', 'platformFee'] as const;
export type CouponTarget = (typeof COUPON_TARGETS)[number];

/** Why a coupon is refused; each is an error code (`errors:codes.<CODE>`). */
export const COUPON_REFUSALS = [
  'COUPON_UNKNOWN',
  'COUPON_EXPIRED',
  'COUPON_USED_UP',
  'COUPON_NOT_APPLICABLE',
] as const;
export type CouponRefusal = (typeof COUPON_REFUSALS)[number];

export const COUPON_CODE_MAX = 40;

/** A code as typed: letters, digits, dash and underscore; compared without case. */
export const ZCouponCode = z
  .string()
  .trim()
  .min(1, 'REQUIRED')
  .max(COUPON_CODE_MAX, 'COUPON_UNKNOWN')
  // Anything else cannot be a code: said as unknown, as the server would.
  .regex(/^[A-Za-z0-9_-]+$/, 'COUPON_UNKNOWN');

/** Codes are kept and compared in capitals, so `summer10` and `SUMMER10` are one coupon. */
export function normalCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export type CouponRule = {
  code: string;
  kind: CouponKind;
  /** Percent: basis points (10 % = 1000); amount: cents excluding VAT. */
  value: number;
  appliesTo: CouponTarget;
  validFrom: Date | null;
  validUntil: Date | null;
  /** Null: no limit. */
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  uses: number;
  /** A coupon reserved for one account (an offer), else null. */
  reservedFor: number | null;
};

/**
 * Whether the account may use the coupon now, apart from what the basket holds: null when it may.
 * A coupon reserved for another account answers unknown (it must not reveal it exists).
 */
export function couponRefusal(
  coupon: CouponRule | null,
  facts: { accountId: number; now: Date; usesByAccount: number },
): CouponRefusal | null {
  if (!coupon || (coupon.reservedFor !== null && coupon.reservedFor !== facts.accountId)) {
    return 'COUPON_UNKNOWN';
  }
  if (coupon.validFrom && facts.now < coupon.validFrom) return 'COUPON_NOT_APPLICABLE';
  if (coupon.validUntil && facts.now >= coupon.validUntil) return 'COUPON_EXPIRED';
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses) return 'COUPON_USED_UP';
  if (coupon.maxUsesPerCustomer !== null && facts.usesByAccount >= coupon.maxUsesPerCustomer) {
    return 'COUPON_USED_UP';
  }
  return null;
}

/** A line the coupon may take from: its kind and its amount before the coupon. */
export type DiscountableLine = { kind: string; netCents: number };

/**
 * The coupon's discount on each line (same order, 0 for a line it does not apply to). A
 * percentage is taken from each line (rounded half up); an amount is capped at what the lines
 * are worth and shared in proportion to them, the rounding cents going to the first lines, so
 * the parts add up to the amount exactly.
 */
export function couponDiscounts(
  coupon: Pick<CouponRule, 'kind' | 'value' | 'appliesTo'>,
  lines: readonly DiscountableLine[],
): number[] {
  const eligible = lines.map(
    (line) =>
      line.kind !== 'entryFee' &&
      line.netCents > 0 &&
      (coupon.appliesTo === 'all' || coupon.appliesTo === line.kind),
  );
  if (coupon.kind === 'percent') {
    const rate = Math.min(coupon.value, 10_000);
    return lines.map((line, i) => (eligible[i] ? percentOf(line.netCents, rate) : 0));
  }
  const base = lines.reduce((sum, line, i) => sum + (eligible[i] ? line.netCents : 0), 0);
  const amount = Math.min(coupon.value, base);
  if (amount === 0) return lines.map(() => 0);
  const shares = lines.map((line, i) => (eligible[i] ? Math.floor((amount * line.netCents) / base) : 0));
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  for (let i = 0; i < lines.length && left > 0; i += 1) {
    if (eligible[i] && shares[i]! < lines[i]!.netCents) {
      shares[i]! += 1;
      left -= 1;
    }
  }
  return shares;
}

/** `PUT customer/{id}/basket/apply-coupon {couponCode}`. */
export const ZApplyCouponRequest = z.strictObject({ couponCode: ZCouponCode });
export type ApplyCouponRequest = z.infer<typeof ZApplyCouponRequest>;

/** The coupon of the basket as the summary shows it. */
export const ZBasketCoupon = z.object({
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number().int().nonnegative(),
  appliesTo: z.enum(COUPON_TARGETS),
  /** What it takes off now (excluding VAT); 0 when nothing in the basket is one it applies to. */
  discountCents: z.number().int().nonnegative(),
});
export type BasketCoupon = z.infer<typeof ZBasketCoupon>;

/**
 * `npm run admin -- create-coupon --code <CODE> --percent <1-100> | --amount <cents> --until
 * <YYYY-MM-DD> [--from <YYYY-MM-DD>] [--max-uses <n>] [--max-per-customer <n>] [--applies-to
 * all|stampBooklet|superStamp|platformFee] [--account <id>]`. Valid through the `until` day (UTC).
 */
export const ZCreateCouponCommand = z
  .strictObject({
    code: ZCouponCode,
    percent: z.number().int().min(1).max(100).optional(),
    amount: z.number().int().min(1).max(1_000_000).optional(),
    until: ZIsoDay,
    from: ZIsoDay.optional(),
    'max-uses': z.number().int().min(1).max(1_000_000).optional(),
    'max-per-customer': z.number().int().min(1).max(1_000).optional(),
    'applies-to': z.enum(COUPON_TARGETS).optional(),
    /** Reserve the coupon for one account (a fee-discount offer). */
    account: ZId.optional(),
  })
  .refine((input) => (input.percent === undefined) !== (input.amount === undefined), {
    message: 'Give either --percent or --amount',
    path: ['percent'],
  })
  .refine((input) => input.from === undefined || input.from <= input.until, {
    message: '--from must not be after --until',
    path: ['from'],
  });
export type CreateCouponCommand = z.infer<typeof ZCreateCouponCommand>;
