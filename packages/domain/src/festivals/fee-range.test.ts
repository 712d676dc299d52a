import { describe, expect, it } from 'vitest';
import { currentFeeRange } from './fee-range.ts';

const section = (currentFee: number | null, IsPayant = true) => ({ currentFee, IsPayant, Devise: 'EUR' });

describe('the festival page entry-fee range', () => {
  it('is the paid sections range, with a free section beside them said', () => {
    expect(currentFeeRange([section(1000), section(2500), section(0, false)])).toEqual({
      paid: { min: 1000, max: 2500, currency: 'EUR' },
      hasFree: true,
    });
    expect(currentFeeRange([section(1000), section(2500)])).toEqual({
      paid: { min: 1000, max: 2500, currency: 'EUR' },
      hasFree: false,
    });
  });

  it('counts a paid section whose current fee is zero as free', () => {
    expect(currentFeeRange([section(0), section(1500)])).toEqual({
      paid: { min: 1500, max: 1500, currency: 'EUR' },
      hasFree: true,
    });
  });

  it('is free alone when every open section is, and nothing when none takes entries', () => {
    expect(currentFeeRange([section(0, false), section(null)])).toEqual({ hasFree: true });
    expect(currentFeeRange([section(null), section(null, false)])).toBeUndefined();
  });

  it('leaves out sections that take no entries now', () => {
    expect(currentFeeRange([section(null, false), section(900)])).toEqual({
      paid: { min: 900, max: 900, currency: 'EUR' },
      hasFree: false,
    });
  });
});
