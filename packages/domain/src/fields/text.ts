import { z } from 'zod';

// C0 controls (NUL included) and DEL, and the C1 block. A NUL cannot even be stored in a
// PostgreSQL text column; the others are invisible and only ever come from broken or hostile input.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/u;
// With the `u` flag a surrogate range only matches a half without its pair: a lone surrogate is
// not text (it cannot be encoded in UTF-8) and would be silently stored as U+FFFD.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** The rule code of a text refused by these rules (translated in every catalogue as "check this field"). */
export const TEXT_INVALID = 'INVALID';

/** True when `value` holds only printable text; `multiline` also lets through tab, CR and LF. */
export function isPlainText(value: string, options: { multiline?: boolean } = {}): boolean {
  const control = options.multiline ? CONTROL_EXCEPT_LINE_BREAKS : CONTROL;
  return !control.test(value) && !LONE_SURROGATE.test(value);
}

/**
 * Every string a request carries (path, query, body) starts from this schema: a string without
 * control characters or lone surrogates. Single-line by default; `multiline` for free texts.
 * It aborts, so a hostile value gets this one code and no further checks run on it.
 */
export function zPlainText(options: { multiline?: boolean; error?: string } = {}) {
  const { multiline = false, error } = options;
  return z
    .string(error ? { error } : undefined)
    .refine((value) => isPlainText(value, { multiline }), { message: TEXT_INVALID, abort: true });
}

/** A single-line text field of a request. */
export const ZPlainText = zPlainText();
