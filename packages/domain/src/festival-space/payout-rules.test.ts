import { describe, expect, it } from 'vitest';
import { isPayoutMonthOver, payoutMonthOf, payoutMonthRange } from './payout-rules.ts';

describe('payout months on the Paris clock', () => {
  it('puts an instant in the month it falls in, in Paris', () => {
    expect(payoutMonthOf(new Date('2026-01-31T22:59:59Z'))).toBe('2026-01');
    expect(payoutMonthOf(new Date('2026-01-31T23:30:00Z'))).toBe('2026-02');
    // Summer time: Paris is two hours ahead.
    expect(payoutMonthOf(new Date('2026-06-30T21:59:00Z'))).toBe('2026-06');
    expect(payoutMonthOf(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07');
    expect(payoutMonthOf(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01');
  });

  it('runs a month from midnight to midnight in Paris, across clock changes and years', () => {
    expect(payoutMonthRange('2026-02')).toEqual({
      start: new Date('2026-01-31T23:00:00Z'),
      end: new Date('2026-02-28T23:00:00Z'),
    });
    // The clocks go forward on 29 March 2026: April starts at 22:00 UTC.
    expect(payoutMonthRange('2026-03').end).toEqual(new Date('2026-03-31T22:00:00Z'));
    expect(payoutMonthRange('2026-12')).toEqual({
      start: new Date('2026-11-30T23:00:00Z'),
      end: new Date('2026-12-31T23:00:00Z'),
    });
    expect(() => payoutMonthRange('2026-13')).toThrow(RangeError);
  });

  it('says a month is over only once it has ended in Paris', () => {
    expect(isPayoutMonthOver('2026-01', new Date('2026-01-31T22:59:59Z'))).toBe(false);
    expect(isPayoutMonthOver('2026-01', new Date('2026-01-31T23:00:00Z'))).toBe(true);
    expect(isPayoutMonthOver('2026-03', new Date('2026-02-10T12:00:00Z'))).toBe(false);
  });
});
