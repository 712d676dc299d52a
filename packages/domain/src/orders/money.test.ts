import { describe, expect, it } from 'vitest';
import { basisPointsOf, percentOf } from './money.ts';

describe('percentOf', () => {
  it('rounds half up to the cent', () => {
    expect(percentOf(2000, 490)).toBe(98);
    expect(percentOf(1, 5000)).toBe(1); // 0.5 cent -> 1
    expect(percentOf(1, 4999)).toBe(0);
    expect(percentOf(3333, 2000)).toBe(667); // 666.6
    expect(percentOf(0, 2000)).toBe(0);
  });
  it('refuses fractions and negatives', () => {
    expect(() => percentOf(1.5, 2000)).toThrow(RangeError);
    expect(() => percentOf(-1, 2000)).toThrow(RangeError);
    expect(() => percentOf(100, 20.5)).toThrow(RangeError);
  });
  it('reads dictionary percentages as basis points', () => {
    expect(basisPointsOf(20)).toBe(2000);
    expect(basisPointsOf(25.5)).toBe(2550);
    expect(basisPointsOf(0)).toBe(0);
  });
});
