import type { Language } from '@shortlist/domain/language-list';
import { describe, expect, it } from 'vitest';
import { preferredLanguages } from './preferred-languages.ts';

const routed: readonly Language[] = ['en', 'fr', 'es'];

describe('preferredLanguages', () => {
  it('reads the routed languages best first, regions as their language', () => {
    expect(preferredLanguages('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5', routed)).toEqual(['fr', 'en']);
    expect(preferredLanguages('en;q=0.2, es', routed)).toEqual(['es', 'en']);
    expect(preferredLanguages('it, pt', routed)).toEqual([]);
  });

  it('asks for nothing from an empty, refused or malformed header', () => {
    for (const header of [undefined, '', 'fr;q=0', ';;;', 'fr;q=abc'.repeat(200), '\u0000']) {
      const languages = preferredLanguages(header, routed);
      expect(
        languages.every((language) => routed.includes(language)),
        String(header),
      ).toBe(true);
    }
    expect(preferredLanguages('fr;q=0', routed)).toEqual([]);
  });
});
