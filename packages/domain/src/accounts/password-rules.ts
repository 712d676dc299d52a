import { z } from 'zod';
import { zPlainText } from '../fields/text.ts';
import { COMMON_PASSWORDS } from './common-passwords.ts';
import { ACCOUNT_RULE } from './rule-codes.ts';

/** docs/decisions.md: 8 to 64 characters (never truncated), upper, lower, digit, one special of the list. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const PASSWORD_SPECIALS = ['!', '/', '@', ';', '&', '?', '*', '-', '+', '_', '%', ':'] as const;

/** The five criteria of the strength meter, in the order the form lists them. */
export const PASSWORD_CRITERIA = ['length', 'upper', 'lower', 'digit', 'special'] as const;
export type PasswordCriterion = (typeof PASSWORD_CRITERIA)[number];
export type PasswordChecks = Record<PasswordCriterion, boolean>;

export type StrengthColour = 'red' | 'yellow' | 'green';
export type PasswordStrength = { score: number; percent: number; colour: StrengthColour };

const SPECIALS: ReadonlySet<string> = new Set(PASSWORD_SPECIALS);
const hasUpper = (pw: string) => /\p{Lu}/u.test(pw);
const hasLower = (pw: string) => /\p{Ll}/u.test(pw);
const hasDigit = (pw: string) => /[0-9]/.test(pw);
const hasSpecial = (pw: string) => [...pw].some((c) => SPECIALS.has(c));

/** Which of the five criteria `pw` meets; length is the minimum only (the maximum is a rule, not a criterion). */
export function passwordChecks(pw: string): PasswordChecks {
  return {
    length: [...pw].length >= PASSWORD_MIN,
    upper: hasUpper(pw),
    lower: hasLower(pw),
    digit: hasDigit(pw),
    special: hasSpecial(pw),
  };
}

/** Strength meter: 20 % per criterion met; red below 3, yellow at 3 or 4, green at 5. */
export function passwordStrength(pw: string): PasswordStrength {
  const score = Object.values(passwordChecks(pw)).filter(Boolean).length;
  const colour: StrengthColour = score < 3 ? 'red' : score < 5 ? 'yellow' : 'green';
  return { score, percent: score * 20, colour };
}

const COMMON: ReadonlySet<string> = new Set(COMMON_PASSWORDS);
const LEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
};
const EDGE = /^[\d!/@;&?*\-+_%:.#$ ]+|[\d!/@;&?*\-+_%:.#$ ]+$/g;

/**
 * True when `pw` is in the common list, compared in lowercase. With the character rules, a
 * listed word only gets through dressed up, so the core of the password is checked too: digits
 * and specials around it dropped (`Summer2024!`) and the usual substitutions undone (`P@ssw0rd1!`).
 */
export function isCommonPassword(pw: string): boolean {
  const lower = pw.toLowerCase();
  if (COMMON.has(lower)) return true;
  const core = lower.replace(EDGE, '');
  if (core.length < 3) return false;
  const plain = [...core].map((c) => LEET[c] ?? c).join('');
  return COMMON.has(core) || COMMON.has(plain) || COMMON.has(plain.replaceAll('i', 'l'));
}

/** A new password (spec §5, docs/decisions.md). Not trimmed: spaces are part of a pass-phrase. */
export const ZPassword = zPlainText({ error: ACCOUNT_RULE.passwordRequired })
  .min(1, ACCOUNT_RULE.passwordRequired)
  // A bound in UTF-16 units that OpenAPI can show (a character is at most two); the rule below counts characters.
  .max(PASSWORD_MAX * 2, ACCOUNT_RULE.passwordTooLong)
  .refine((pw) => [...pw].length >= PASSWORD_MIN, ACCOUNT_RULE.passwordTooShort)
  .refine((pw) => [...pw].length <= PASSWORD_MAX, ACCOUNT_RULE.passwordTooLong)
  .refine(hasUpper, ACCOUNT_RULE.passwordNoUpper)
  .refine(hasLower, ACCOUNT_RULE.passwordNoLower)
  .refine(hasDigit, ACCOUNT_RULE.passwordNoDigit)
  .refine(hasSpecial, ACCOUNT_RULE.passwordNoSpecial)
  .refine((pw) => !isCommonPassword(pw), ACCOUNT_RULE.passwordCommon);

/**
 * A new password typed twice. The mismatch is reported on `Confirmation` even when `Password`
 * breaks a rule, so the form can show both at once.
 */
export const ZNewPasswordWithConfirmation = z
  .object({
    Password: ZPassword,
    Confirmation: zPlainText({ error: ACCOUNT_RULE.passwordMismatch }),
  })
  .refine((value) => value.Password === value.Confirmation, {
    path: ['Confirmation'],
    message: ACCOUNT_RULE.passwordMismatch,
    when: (payload) => {
      const value = payload.value as { Password?: unknown; Confirmation?: unknown } | null;
      return typeof value?.Password === 'string' && typeof value.Confirmation === 'string';
    },
  });
export type NewPasswordWithConfirmation = z.output<typeof ZNewPasswordWithConfirmation>;
