import { describe, expect, it } from 'vitest';
import { defaultFormula, FORMULA_IDS, festivalPayout, formulaOfId, submissionCharge } from './formulas.ts';

describe('festivalPayout (entry fee less 4.9 %)', () => {
  it('follows docs/decisions.md: 20.00 -> 19.02', () => {
    expect(festivalPayout(2000)).toBe(1902);
  });
  it('rounds the fee to the cent', () => {
    expect(festivalPayout(1500)).toBe(1500 - 74); // 73.5 -> 74
    expect(festivalPayout(1)).toBe(1);
    expect(festivalPayout(0)).toBe(0);
    expect(festivalPayout(1234)).toBe(1234 - 60); // 60.466
  });
});

describe('submissionCharge', () => {
  it('a stamp of the balance: the full entry fee, no platform fee, one stamp', () => {
    expect(submissionCharge({ entryFeeCents: 2000, formula: 'balance', platformFeeCents: 500 })).toEqual({
      entryFeeCents: 2000,
      discountCents: 0,
      platformFeeCents: 0,
      stampsUsed: 1,
      payoutCents: 1902,
    });
  });
  it('a stamp bought now: the platform fee in money', () => {
    expect(submissionCharge({ entryFeeCents: 0, formula: 'buyStamp', platformFeeCents: 500 })).toMatchObject({
      entryFeeCents: 0,
      platformFeeCents: 500,
      stampsUsed: 0,
    });
  });
  it('a SuperStamp: no platform fee and 20 % off the entry fee, the festival paid on what was charged', () => {
    expect(submissionCharge({ entryFeeCents: 2000, formula: 'superStamp', platformFeeCents: 500 })).toEqual({
      entryFeeCents: 1600,
      discountCents: 400,
      platformFeeCents: 0,
      stampsUsed: 0,
      payoutCents: 1600 - 78, // 78.4
    });
    expect(
      submissionCharge({ entryFeeCents: 1999, formula: 'superStamp', platformFeeCents: 500 }),
    ).toMatchObject({
      entryFeeCents: 1599, // 399.8 -> 400 off
      discountCents: 400,
    });
  });
});

describe('formulas', () => {
  it('maps FormuleId both ways', () => {
    expect(formulaOfId(FORMULA_IDS.superStamp)).toBe('superStamp');
    expect(formulaOfId(9)).toBeUndefined();
  });
  it('defaults to the SuperStamp, then the balance, then a stamp bought now', () => {
    expect(defaultFormula({ filmCovered: true, stampsLeft: 0 })).toBe('superStamp');
    expect(defaultFormula({ filmCovered: false, stampsLeft: 1 })).toBe('balance');
    expect(defaultFormula({ filmCovered: false, stampsLeft: 0 })).toBe('buyStamp');
  });
});
