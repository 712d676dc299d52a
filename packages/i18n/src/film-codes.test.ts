import { FILM_RULE_CODES } from '@shortlist/domain/films/rule-codes';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, lookup } from './catalogues.ts';

// Every rule code of the film forms has a sentence in the languages the spec requires complete.
describe('film rule codes', () => {
  for (const language of ['en', 'fr', 'es'] as const) {
    it(`${language} names every rule code of the film forms`, () => {
      const missing = FILM_RULE_CODES.filter((code) => !lookup(CATALOGUES[language].films, `rules.${code}`));
      expect(missing).toEqual([]);
    });
  }
});
