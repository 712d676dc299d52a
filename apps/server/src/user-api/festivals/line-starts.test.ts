import { describe, expect, it } from 'vitest';
import { entryAt } from './line-starts.ts';

describe('entryAt', () => {
  it('finds the entry holding each position of texts laid end to end, checked against a linear walk', () => {
    for (let round = 0; round < 200; round += 1) {
      const lengths = Array.from(
        { length: 1 + Math.floor(Math.random() * 30) },
        () => 1 + Math.floor(Math.random() * 9),
      );
      const starts = new Int32Array(lengths.length);
      let total = 0;
      lengths.forEach((length, index) => {
        starts[index] = total;
        total += length;
      });
      for (let at = 0; at < total; at += 1) {
        let expected = 0;
        while (expected + 1 < starts.length && (starts[expected + 1] as number) <= at) expected += 1;
        expect(entryAt(starts, at)).toBe(expected);
      }
    }
  });

  it('answers the only entry of a one-entry text', () => {
    expect(entryAt(Int32Array.of(0), 5)).toBe(0);
  });
});
