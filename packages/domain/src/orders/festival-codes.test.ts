import { describe, expect, it } from 'vitest';
import { type BasketInput, calculateBasket, type PricedProduct } from './basket-calculation.ts';
import {
  discountedEntryFee,
  type FestivalCodeRule,
  festivalCodeExpiry,
  festivalCodeRefusal,
  generatedFestivalCode,
  normalFestivalCode,
} from './festival-codes.ts';

const NOW = new Date('2027-03-10T12:00:00Z');
const rule: FestivalCodeRule = {
  code: 'WAIVE',
  IdCampagneSection: 7,
  kind: 'free',
  percent: 100,
  expiresAt: new Date('2027-04-01T00:00:00Z'),
  maxUses: 2,
  uses: 0,
  disabled: false,
  handedTo: null,
};
const facts = { IdCampagneSection: 7, login: 'ada@example.com', now: NOW };

describe('festivalCodeRefusal', () => {
  it('accepts a valid code for its section', () => {
    expect(festivalCodeRefusal(rule, facts)).toBeNull();
  });
  it('says unknown, other section, not handed, expired, withdrawn and used up', () => {
    expect(festivalCodeRefusal(null, facts)).toBe('FESTIVAL_CODE_UNKNOWN');
    expect(festivalCodeRefusal(rule, { ...facts, IdCampagneSection: 8 })).toBe('FESTIVAL_CODE_OTHER_SECTION');
    expect(festivalCodeRefusal({ ...rule, handedTo: ['bob@example.com'] }, facts)).toBe(
      'FESTIVAL_CODE_NOT_HANDED',
    );
    expect(
      festivalCodeRefusal(
        { ...rule, handedTo: ['ada@example.com'] },
        { ...facts, login: ' ADA@example.com' },
      ),
    ).toBeNull();
    expect(festivalCodeRefusal(rule, { ...facts, now: rule.expiresAt })).toBe('FESTIVAL_CODE_EXPIRED');
    expect(festivalCodeRefusal({ ...rule, disabled: true }, facts)).toBe('FESTIVAL_CODE_EXPIRED');
    expect(festivalCodeRefusal({ ...rule, uses: 2 }, facts)).toBe('FESTIVAL_CODE_USED_UP');
  });
});

describe('festivalCodeExpiry', () => {
  it('holds the whole last day on the festival clock', () => {
    // Paris in summer is UTC+2: 31 May ends at 22:00 UTC.
    expect(festivalCodeExpiry('2027-05-31', 'Europe/Paris').toISOString()).toBe('2027-05-31T22:00:00.000Z');
    // New York in winter is UTC-5; the year's last day rolls into the next year.
    expect(festivalCodeExpiry('2027-12-31', 'America/New_York').toISOString()).toBe(
      '2028-01-01T05:00:00.000Z',
    );
  });
});

describe('discountedEntryFee', () => {
  it('a free code charges nothing, a percentage rounds its discount half up to the cent', () => {
    expect(discountedEntryFee(2500, { kind: 'free', percent: 100 })).toEqual({
      feeCents: 0,
      discountCents: 2500,
    });
    expect(discountedEntryFee(1999, { kind: 'percent', percent: 15 })).toEqual({
      feeCents: 1699,
      discountCents: 300,
    });
    expect(discountedEntryFee(1000, { kind: 'percent', percent: 50 })).toEqual({
      feeCents: 500,
      discountCents: 500,
    });
    expect(discountedEntryFee(0, { kind: 'percent', percent: 50 })).toEqual({
      feeCents: 0,
      discountCents: 0,
    });
  });
});

describe('codes', () => {
  it('normalises to capitals and generates unambiguous codes', () => {
    expect(normalFestivalCode(' waive10 ')).toBe('WAIVE10');
    const code = generatedFestivalCode([0, 1, 2, 3, 4, 5, 6, 255]);
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
  });
});

describe('calculateBasket with a festival code', () => {
  const platformFee: PricedProduct = { Id: 1, code: 'platform-fee', priceCents: 300, stamps: 1, months: 0 };
  const base: BasketInput = {
    booklets: [],
    superStamps: [],
    submissions: [],
    platformFee,
    stampBalance: 0,
    filmsCovered: new Set(),
    vat: { regime: 'domestic', rateBp: 2000 },
  };
  const entry = {
    IdInscription: 1,
    IdFilm: 2,
    IdFestival: 3,
    entryFeeCents: 2000,
    formula: 'buyStamp' as const,
  };

  it('a free code waives the entry fee only: the platform fee and its VAT are unchanged', () => {
    const plain = calculateBasket({ ...base, submissions: [entry] });
    const waived = calculateBasket({
      ...base,
      submissions: [{ ...entry, festivalCode: { kind: 'free', percent: 100 } }],
    });
    const fee = waived.lines.find((line) => line.kind === 'entryFee')!;
    expect(fee).toMatchObject({ unitCents: 2000, discountCents: 2000, netCents: 0, payoutCents: 0 });
    expect(waived.lines.find((line) => line.kind === 'platformFee')).toEqual(
      plain.lines.find((line) => line.kind === 'platformFee'),
    );
    expect(waived.totals).toMatchObject({ entryFeesCents: 0, vatCents: 60, totalCents: 360 });
    expect(plain.totals.totalCents).toBe(2360);
  });

  it('a percentage comes off before the SuperStamp, and the payout follows the fee charged', () => {
    const result = calculateBasket({
      ...base,
      filmsCovered: new Set([2]),
      submissions: [{ ...entry, formula: 'superStamp', festivalCode: { kind: 'percent', percent: 50 } }],
    });
    // 20.00 -> 10.00 by the code -> 8.00 by the SuperStamp; the festival gets 8.00 less 4.9 %.
    expect(result.lines[0]).toMatchObject({
      unitCents: 2000,
      discountCents: 1200,
      netCents: 800,
      payoutCents: 761,
    });
    expect(result.totals.stampsUsed).toBe(0);
  });

  it('stamps paying the entry are unchanged by a code', () => {
    const result = calculateBasket({
      ...base,
      stampBalance: 1,
      submissions: [{ ...entry, formula: 'balance', festivalCode: { kind: 'free', percent: 100 } }],
    });
    expect(result.totals).toMatchObject({ stampsUsed: 1, totalCents: 0 });
  });
});
