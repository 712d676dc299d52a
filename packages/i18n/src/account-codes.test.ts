import { ACCOUNT_ERROR_CODES } from '@shortlist/domain/accounts/api-contracts';
import { ACCOUNT_RULE_CODES } from '@shortlist/domain/accounts/rule-codes';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, lookup } from './catalogues.ts';

// Every rule code of the account forms and every error code of the account calls has a sentence
// in the languages the spec requires complete (en, fr, es).
describe('account codes', () => {
  for (const language of ['en', 'fr', 'es'] as const) {
    it(`${language} names every rule and error code of the account screens`, () => {
      const catalogue = CATALOGUES[language].account;
      const missingRules = ACCOUNT_RULE_CODES.filter((code) => !lookup(catalogue, `rules.${code}`));
      const missingErrors = ACCOUNT_ERROR_CODES.filter((code) => !lookup(catalogue, `codes.${code}`));
      expect({ missingRules, missingErrors }).toEqual({ missingRules: [], missingErrors: [] });
    });
  }
});
