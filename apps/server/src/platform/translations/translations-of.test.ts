import type { Traduction } from '@shortlist/domain/dictionaries';
import type { Language } from '@shortlist/domain/languages';
import { bestTranslation } from '@shortlist/domain/translated-label';
import { describe, expect, it } from 'vitest';
import { translationsOf } from './load-translations.ts';

describe('translationsOf', () => {
  it('answers what bestTranslation picks among each id rows, for random rows in any order', () => {
    let state = 7;
    const random = (n: number) => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return state % n;
    };
    const languageIds = [6, 13, 19, 33, 9];
    for (let round = 0; round < 300; round++) {
      const rows: Traduction[] = Array.from({ length: random(30) }, (_, i) => ({
        Id: 1 + random(8),
        IdLangue: languageIds[random(5)] as number,
        Libelle: `text ${i}`,
      }));
      for (const language of ['en', 'fr', 'es', 'it', 'pt'] satisfies Language[]) {
        const lookup = translationsOf(rows, language);
        for (let id = 0; id <= 9; id++) {
          const expected = bestTranslation(
            rows.filter((row) => row.Id === id),
            language,
          );
          expect(lookup(id)).toBe(expected?.Libelle ?? null);
        }
        expect(lookup(null)).toBeNull();
      }
    }
  });
});
