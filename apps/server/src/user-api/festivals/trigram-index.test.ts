import { describe, expect, it } from 'vitest';
import { TrigramIndex } from './trigram-index.ts';

// The candidates of a term must hold every text containing it, ascending, and no text missing
// one of its trigrams.

describe('trigram index', () => {
  it('gives every text containing the term among its candidates, on random texts and terms', () => {
    let seed = 5;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const letters = 'abcde 12é';
    const word = (length: number) =>
      Array.from({ length }, () => letters[Math.floor(random() * letters.length)]).join('');
    const texts = Array.from({ length: 400 }, () => `${word(4 + Math.floor(random() * 20))}\n${word(3)}\n`);
    const index = new TrigramIndex(texts);
    let found = 0;
    for (let n = 0; n < 3_000; n++) {
      const term =
        n % 3 === 0
          ? word(1 + Math.floor(random() * 8))
          : (() => {
              const text = texts[Math.floor(random() * texts.length)] as string;
              const from = Math.floor(random() * text.length);
              return text.slice(from, from + 1 + Math.floor(random() * 7)).split('\n')[0] as string;
            })();
      const candidates = index.candidates(term);
      if (term.length < 3) {
        expect(candidates).toBeUndefined();
        continue;
      }
      const containing = texts.flatMap((text, i) => (text.includes(term) ? [i] : []));
      found += containing.length;
      expect(candidates, term).toBeDefined();
      const list = candidates as readonly number[];
      expect([...list].sort((a, b) => a - b)).toEqual(list);
      expect(new Set(list).size).toBe(list.length);
      for (const i of containing) expect(list, term).toContain(i);
      // Each candidate holds a trigram of the term (the rarest, and the second when intersected).
      const trigrams = [...Array(term.length - 2).keys()].map((at) => term.slice(at, at + 3));
      for (const i of list) expect(trigrams.some((t) => texts[i]?.includes(t))).toBe(true);
    }
    expect(found).toBeGreaterThan(1_000);
  });
});
