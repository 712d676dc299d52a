import { describe, expect, it } from 'vitest';
import { type BasketInput, calculateBasket, type PricedProduct } from './basket-calculation.ts';
import { DEFAULT_PRODUCTS } from './catalogue.ts';
import { type CouponRule, couponDiscounts, couponRefusal, normalCouponCode, ZCouponCode } from './coupons.ts';

const products = new Map<string, PricedProduct>(
  DEFAULT_PRODUCTS.map((p, index) => [
    p.code,
    { Id: index + 1, code: p.code, priceCents: p.priceCents, stamps: p.stamps, months: p.months },
  ]),
);
const product = (code: string) => products.get(code)!;
const base: BasketInput = {
  booklets: [{ product: product('stamp-10'), quantity: 1 }],
  superStamps: [],
  submissions: [{ IdInscription: 1, IdFilm: 7, IdFestival: 3, entryFeeCents: 2000, formula: 'buyStamp' }],
  platformFee: product('platform-fee'),
  stampBalance: 0,
  filmsCovered: new Set(),
  vat: { regime: 'domestic', rateBp: 2000 },
};
const now = new Date('2026-11-24T12:00:00Z');
const rule: CouponRule = {
  code: 'SUMMER',
  kind: 'percent',
  value: 1000,
  appliesTo: 'all',
  validFrom: null,
  validUntil: new Date('2026-12-01T00:00:00Z'),
  maxUses: 1,
  maxUsesPerCustomer: 1,
  uses: 0,
  reservedFor: null,
};

describe('couponRefusal', () => {
  const facts = { accountId: 5, now, usesByAccount: 0 };
  it('accepts a valid coupon', () => expect(couponRefusal(rule, facts)).toBeNull());
  it('refuses unknown, expired, used up, not yet valid', () => {
    expect(couponRefusal(null, facts)).toBe('COUPON_UNKNOWN');
    expect(couponRefusal({ ...rule, validUntil: now }, facts)).toBe('COUPON_EXPIRED');
    expect(couponRefusal({ ...rule, uses: 1 }, facts)).toBe('COUPON_USED_UP');
    expect(couponRefusal({ ...rule, maxUses: null }, { ...facts, usesByAccount: 1 })).toBe('COUPON_USED_UP');
    expect(couponRefusal({ ...rule, validFrom: new Date('2026-11-25T00:00:00Z') }, facts)).toBe(
      'COUPON_NOT_APPLICABLE',
    );
  });
  it("hides another account's reserved coupon", () => {
    expect(couponRefusal({ ...rule, reservedFor: 6 }, facts)).toBe('COUPON_UNKNOWN');
    expect(couponRefusal({ ...rule, reservedFor: 5 }, facts)).toBeNull();
  });
});

describe('coupon codes', () => {
  it('are compared in capitals and refuse odd characters', () => {
    expect(normalCouponCode(' summer10 ')).toBe('SUMMER10');
    expect(ZCouponCode.safeParse('SUMMER 10').success).toBe(false);
    expect(ZCouponCode.safeParse("x'; drop").success).toBe(false);
  });
});

describe('couponDiscounts', () => {
  it('shares a fixed amount in proportion and exactly', () => {
    const shares = couponDiscounts({ kind: 'amount', value: 1000, appliesTo: 'all' }, [
      { kind: 'stampBooklet', netCents: 3000 },
      { kind: 'entryFee', netCents: 2000 },
      { kind: 'platformFee', netCents: 500 },
      { kind: 'platformFee', netCents: 500 },
    ]);
    expect(shares).toEqual([750, 0, 125, 125]);
  });
  it('never takes more than the lines are worth, and never from entry fees', () => {
    const shares = couponDiscounts({ kind: 'amount', value: 99_999, appliesTo: 'platformFee' }, [
      { kind: 'stampBooklet', netCents: 3000 },
      { kind: 'platformFee', netCents: 500 },
      { kind: 'entryFee', netCents: 2000 },
    ]);
    expect(shares).toEqual([0, 500, 0]);
  });
  it('rounds thirds so the parts add up', () => {
    const shares = couponDiscounts({ kind: 'amount', value: 100, appliesTo: 'all' }, [
      { kind: 'platformFee', netCents: 500 },
      { kind: 'platformFee', netCents: 500 },
      { kind: 'platformFee', netCents: 500 },
    ]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(100);
  });
});

describe('calculateBasket with a coupon', () => {
  it('takes 10 % off what the platform sells, VAT after the discount, entry fee untouched', () => {
    const result = calculateBasket({ ...base, coupon: rule });
    // booklet 30.00 - 3.00, platform fee 5.00 - 0.50: 31.50 net, VAT 6.30; entry fee 20.00.
    expect(result.totals).toMatchObject({
      netCents: 3150 + 2000,
      vatCents: 630,
      totalCents: 3150 + 2000 + 630,
      couponCode: 'SUMMER',
      couponDiscountCents: 350,
    });
    expect(result.coupon).toMatchObject({ code: 'SUMMER', discountCents: 350 });
    const fee = result.lines.find((line) => line.kind === 'entryFee');
    expect(fee).toMatchObject({ netCents: 2000, discountCents: 0 });
    const booklet = result.lines.find((line) => line.kind === 'stampBooklet');
    expect(booklet).toMatchObject({ unitCents: 3000, discountCents: 300, netCents: 2700 });
  });
  it('a coupon for SuperStamps takes nothing off a basket without one', () => {
    const result = calculateBasket({ ...base, coupon: { ...rule, appliesTo: 'superStamp' } });
    expect(result.coupon?.discountCents).toBe(0);
    expect(result.totals.totalCents).toBe(3500 * 1.2 + 2000);
  });
  it('without coupon the totals carry no coupon fields', () => {
    const result = calculateBasket(base);
    expect(result.coupon).toBeNull();
    expect(result.totals).not.toHaveProperty('couponCode');
  });
});
