import { describe, expect, it } from 'vitest';
import {
  type BasketInput,
  calculateBasket,
  isPaidEntirelyByStamps,
  type PricedProduct,
} from './basket-calculation.ts';
import { DEFAULT_PRODUCTS } from './catalogue.ts';

const products = new Map<string, PricedProduct>(
  DEFAULT_PRODUCTS.map((p, index) => [
    p.code,
    { Id: index + 1, code: p.code, priceCents: p.priceCents, stamps: p.stamps, months: p.months },
  ]),
);
const product = (code: string) => products.get(code)!;

const base: BasketInput = {
  booklets: [],
  superStamps: [],
  submissions: [],
  platformFee: product('platform-fee'),
  stampBalance: 0,
  filmsCovered: new Set(),
  vat: { regime: 'domestic', rateBp: 2000 },
};

describe('calculateBasket', () => {
  it('a 10-stamp booklet for a French individual: 30.00 + 6.00 VAT', () => {
    const result = calculateBasket({ ...base, booklets: [{ product: product('stamp-10'), quantity: 1 }] });
    expect(result.totals).toMatchObject({
      netCents: 3000,
      vatCents: 600,
      totalCents: 3600,
      stampsCredited: 10,
    });
    expect(result.problems).toEqual([]);
  });

  it('two entries paid by stamps in free sections ask no money', () => {
    const result = calculateBasket({
      ...base,
      stampBalance: 2,
      submissions: [
        { IdInscription: 1, IdFilm: 7, IdFestival: 3, entryFeeCents: 0, formula: 'balance' },
        { IdInscription: 2, IdFilm: 7, IdFestival: 4, entryFeeCents: 0, formula: 'balance' },
      ],
    });
    expect(result.totals).toMatchObject({ totalCents: 0, stampsUsed: 2, submissionsByStamps: 2 });
    expect(result.problems).toEqual([]);
    expect(isPaidEntirelyByStamps(result)).toBe(true);
  });

  it('says which entries the balance cannot pay', () => {
    const result = calculateBasket({
      ...base,
      stampBalance: 1,
      submissions: [
        { IdInscription: 1, IdFilm: 7, IdFestival: 3, entryFeeCents: 0, formula: 'balance' },
        { IdInscription: 2, IdFilm: 7, IdFestival: 4, entryFeeCents: 0, formula: 'balance' },
      ],
    });
    expect(result.problems).toEqual([{ code: 'STAMPS_INSUFFICIENT', IdInscription: 2 }]);
  });

  it('a stamp bought now adds the platform fee with VAT; the entry fee has none and pays the festival less 4.9 %', () => {
    const result = calculateBasket({
      ...base,
      submissions: [{ IdInscription: 1, IdFilm: 7, IdFestival: 3, entryFeeCents: 2000, formula: 'buyStamp' }],
    });
    expect(result.lines.map((l) => [l.kind, l.netCents, l.vatRateBp, l.payoutCents])).toEqual([
      ['platformFee', 500, 2000, null],
      ['entryFee', 2000, 0, 1902],
    ]);
    expect(result.totals).toMatchObject({
      netCents: 2500,
      vatCents: 100,
      totalCents: 2600,
      entryFeesCents: 2000,
    });
    expect(result.totals.vatByRate).toEqual([{ rateBp: 2000, netCents: 500, vatCents: 100 }]);
  });

  it('a SuperStamp bought in the same basket covers its film: 20 % off, no platform fee', () => {
    const result = calculateBasket({
      ...base,
      superStamps: [{ product: product('superstamp-12'), IdFilm: 7 }],
      submissions: [
        { IdInscription: 1, IdFilm: 7, IdFestival: 3, entryFeeCents: 2000, formula: 'superStamp' },
      ],
    });
    expect(result.problems).toEqual([]);
    expect(result.lines.map((l) => [l.kind, l.netCents, l.discountCents])).toEqual([
      ['superStamp', 5900, 0],
      ['entryFee', 1600, 400],
    ]);
    expect(result.totals).toMatchObject({ netCents: 7500, vatCents: 1180, totalCents: 8680 });
  });

  it('refuses the SuperStamp formula for a film without one', () => {
    const result = calculateBasket({
      ...base,
      submissions: [
        { IdInscription: 5, IdFilm: 8, IdFestival: 3, entryFeeCents: 1000, formula: 'superStamp' },
      ],
    });
    expect(result.problems).toEqual([{ code: 'SUPERSTAMP_NOT_ACTIVE', IdInscription: 5 }]);
    const covered = calculateBasket({
      ...base,
      filmsCovered: new Set([8]),
      submissions: [
        { IdInscription: 5, IdFilm: 8, IdFestival: 3, entryFeeCents: 1000, formula: 'superStamp' },
      ],
    });
    expect(covered.problems).toEqual([]);
  });

  it('flags an entry whose section closed', () => {
    const result = calculateBasket({
      ...base,
      stampBalance: 1,
      submissions: [{ IdInscription: 5, IdFilm: 8, IdFestival: 3, entryFeeCents: null, formula: 'balance' }],
    });
    expect(result.problems).toEqual([{ code: 'SECTION_CLOSED', IdInscription: 5 }]);
  });

  it('reverse charge and outside the EU: no VAT; a German individual: 19 %', () => {
    const input = { ...base, booklets: [{ product: product('stamp-5'), quantity: 2 }] };
    expect(calculateBasket({ ...input, vat: { regime: 'reverseCharge', rateBp: 0 } }).totals.totalCents).toBe(
      4000,
    );
    expect(calculateBasket({ ...input, vat: { regime: 'outsideEu', rateBp: 0 } }).totals.totalCents).toBe(
      4000,
    );
    expect(calculateBasket({ ...input, vat: { regime: 'euConsumer', rateBp: 1900 } }).totals).toMatchObject({
      vatCents: 760,
      totalCents: 4760,
      stampsCredited: 10,
    });
  });

  it('rounds VAT once per rate, so the lines add up to the invoice', () => {
    const result = calculateBasket({
      ...base,
      vat: { regime: 'euConsumer', rateBp: 2550 },
      booklets: [{ product: product('stamp-1'), quantity: 3 }],
      submissions: [{ IdInscription: 1, IdFilm: 7, IdFestival: 3, entryFeeCents: 1234, formula: 'buyStamp' }],
    });
    // 1500 + 500 at 25.5 % = 510; entry fee 1234 without VAT.
    expect(result.totals).toMatchObject({ netCents: 3234, vatCents: 510, totalCents: 3744 });
  });
});
