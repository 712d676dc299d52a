import { describe, expect, it } from 'vitest';
import { entryFeesBeforeDiscounts } from './entry-fees.ts';

describe('entryFeesBeforeDiscounts', () => {
  it('sums the entry fee lines before their discounts, nothing else', () => {
    const line = (kind: 'entryFee' | 'platformFee', unitCents: number, netCents: number) =>
      ({ kind, unitCents, netCents, quantity: 1 }) as never;
    expect(
      entryFeesBeforeDiscounts({
        lines: [line('entryFee', 2000, 0), line('platformFee', 300, 300), line('entryFee', 1500, 1200)],
      }),
    ).toBe(3500);
  });
});
