import { describe, expect, it } from 'vitest';
import { bookletFirst } from './booklet-first.ts';

const booklet = (stamps: number) => ({
  kind: 'stampBooklet' as const,
  netCents: 3000,
  stampsCredited: stamps,
});
const fee = (cents = 500) => ({ kind: 'platformFee' as const, netCents: cents, stampsCredited: 0 });
const entryFee = { kind: 'entryFee' as const, netCents: 2000, stampsCredited: 0 };
const short = { code: 'STAMPS_INSUFFICIENT' as const };

describe('bookletFirst (issue 32)', () => {
  it('is null without a booklet, or without an entry its stamps could pay', () => {
    expect(bookletFirst({ lines: [fee(), entryFee], problems: [short] })).toBeNull();
    expect(bookletFirst({ lines: [booklet(10), entryFee], problems: [] })).toBeNull();
  });

  it('saves the platform fees paid with money that its stamps would pay instead', () => {
    expect(bookletFirst({ lines: [booklet(10), fee(), entryFee, fee(), entryFee], problems: [] })).toEqual({
      entries: 2,
      savingCents: 1000,
    });
  });

  it('covers first the entries waiting for stamps, then fees paid with money, up to its stamps', () => {
    expect(bookletFirst({ lines: [booklet(2), fee(), fee(), fee()], problems: [short] })).toEqual({
      entries: 2,
      savingCents: 500,
    });
    expect(bookletFirst({ lines: [booklet(5)], problems: [short, short] })).toEqual({
      entries: 2,
      savingCents: 0,
    });
  });
});
