import { ACCOUNT_RULE_CODES } from '@shortlist/domain/accounts/rule-codes';
import { ACCOUNT_ERROR_CODES } from '@shortlist/domain/errors';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, lookup } from './catalogues.ts';

// Every rule code of the account forms and every error code of the account calls has a sentence
// in the languages the spec requires complete (en, fr, es).
describe('account codes', () => {
  for (const language of ['en', 'fr', 'es'] as const) {
    it(`${language} names every rule and error code of the account screens`, () => {
      const { account, errors } = CATALOGUES[language];
      const missingRules = ACCOUNT_RULE_CODES.filter((code) => !lookup(account, `rules.${code}`));
      // Error codes are translated once, in `errors` (the API's `message` and the screens).
      const missingErrors = ACCOUNT_ERROR_CODES.filter((code) => !lookup(errors, `codes.${code}`));
      expect({ missingRules, missingErrors }).toEqual({ missingRules: [], missingErrors: [] });
    });
  }
});
