import { describe, expect, it } from 'vitest';
import { superStampEnd } from './superstamp-period.ts';

const PAID = new Date('2026-03-15T10:00:00Z');

describe('superStampEnd', () => {
  it('starts on the payment day without a SuperStamp, for 6 or 12 months', () => {
    expect(superStampEnd(null, PAID, 12).toISOString()).toBe('2027-03-15T10:00:00.000Z');
    expect(superStampEnd(null, PAID, 6).toISOString()).toBe('2026-09-15T10:00:00.000Z');
  });

  it('extends a running SuperStamp from its end', () => {
    const running = new Date('2026-05-31T00:00:00Z');
    expect(superStampEnd(running, PAID, 6).toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(superStampEnd(running, PAID, 12).toISOString()).toBe('2027-05-31T00:00:00.000Z');
  });

  it('starts again from the payment day once the previous one has ended', () => {
    const ended = new Date('2025-12-01T00:00:00Z');
    expect(superStampEnd(ended, PAID, 12).toISOString()).toBe('2027-03-15T10:00:00.000Z');
  });
});
