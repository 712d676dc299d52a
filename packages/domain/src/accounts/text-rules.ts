import { z } from 'zod';
import { isFileName } from '../fields/file-name.ts';
import { zIdOf } from '../fields/ids.ts';
import { zPlainText } from '../fields/text.ts';
import { ACCOUNT_RULE } from './rule-codes.ts';

/**
 * Building blocks of the account schemas. Forms send `''` for a field left empty, the API may
 * send `null` or leave the key out: optional fields take all three and give `null`. Every text
 * starts from the shared plain-text rule (no control characters, INVALID) and every chosen id
 * from the shared id rule (within the int4 column range), see packages/domain/src/fields.
 */

/** A required text, trimmed: REQUIRED, then TOO_SHORT (when `min` > 1), then TOO_LONG. */
export function requiredText(options: { max: number; min?: number }) {
  const min = options.min ?? 1;
  const text = zPlainText({ error: ACCOUNT_RULE.required }).trim().min(1, ACCOUNT_RULE.required);
  return (min > 1 ? text.min(min, ACCOUNT_RULE.tooShort) : text).max(options.max, ACCOUNT_RULE.tooLong);
}

/**
 * An optional field: `''`, blanks, `null` or missing give `null`; anything else is trimmed and
 * checked by `rules` (which receives a non-empty string). `max`, the field's length limit, is
 * also checked before `rules` (TOO_LONG), so that the request body in OpenAPI shows it.
 */
export function optionalField<T extends z.ZodType<unknown, string>>(
  rules: T,
  options: { max?: number } = {},
) {
  const text = zPlainText({ error: ACCOUNT_RULE.invalid }).trim();
  return (options.max === undefined ? text : text.max(options.max, ACCOUNT_RULE.tooLong))
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(rules.nullable());
}

/** An optional plain text of at most `max` characters. */
export function optionalText(max: number) {
  return optionalField(z.string().max(max, ACCOUNT_RULE.tooLong), { max });
}

/** An optional file name (`FichierOriginal`): an optional text that is also a file name (`isFileName`). */
export function optionalFileName(max: number) {
  return optionalField(z.string().max(max, ACCOUNT_RULE.tooLong).refine(isFileName, ACCOUNT_RULE.invalid), {
    max,
  });
}

/** A dictionary id chosen in a list (country, civility...): a positive integer within the id range. */
export function dictionaryId(code: string) {
  return zIdOf(code);
}
