import {
  MISSING_SUBTITLES_KEY,
  MISSING_SUBTITLES_VALUES,
  REASON_KEY_VALUES,
  REASON_KEYS,
  STATUS_KEYS,
} from '@shortlist/domain/submissions/eligibility-codes';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, lookup } from './catalogues.ts';

const placeholders = (text: string | undefined) =>
  [...(text ?? '').matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();

// Every eligibility reason has a sentence in the languages the spec requires complete, and each
// sentence uses exactly the values the engine gives with it (none missing, none left unfilled).
describe('submission codes', () => {
  for (const language of ['en', 'fr', 'es'] as const) {
    it(`${language} words every eligibility reason with its values`, () => {
      const { submissions } = CATALOGUES[language];
      const wrong = REASON_KEYS.flatMap((key) => {
        const text = lookup(submissions, `reasons.${key}`);
        const expected = [...REASON_KEY_VALUES[key]].sort();
        return text && JSON.stringify(placeholders(text)) === JSON.stringify(expected)
          ? []
          : [{ key, text, expected }];
      });
      expect(wrong).toEqual([]);
    });

    it(`${language} names every status and the missing-subtitles sentence`, () => {
      const { submissions } = CATALOGUES[language];
      for (const key of Object.values(STATUS_KEYS)) expect(lookup(submissions, key), key).toBeTruthy();
      expect(placeholders(lookup(submissions, MISSING_SUBTITLES_KEY))).toEqual([...MISSING_SUBTITLES_VALUES]);
    });
  }

  it('has no reason sentence for a key the engine cannot give', () => {
    const keys = Object.keys(CATALOGUES.en.submissions.reasons as object);
    expect(keys.sort()).toEqual([...REASON_KEYS].sort());
  });
});
