import { z } from 'zod';
import { zPlainText } from '../fields/text.ts';
import { ACCOUNT_RULE } from './rule-codes.ts';

/** Spec §5: the login is an email of 6 to 150 characters; at the first connection, at most 100. */
export const LOGIN_MIN = 6;
export const LOGIN_MAX = 150;
export const FIRST_CONNECTION_LOGIN_MAX = 100;

/**
 * A login as the account table stores it and every lookup compares it: trimmed, lowercase. The
 * server normalises what it is sent with it; the web with the same function before comparing.
 */
export function normalizeLogin(login: string): string {
  return login.trim().toLowerCase();
}

function loginRule(max: number) {
  return zPlainText({ error: ACCOUNT_RULE.loginRequired })
    .trim()
    .min(1, ACCOUNT_RULE.loginRequired)
    .min(LOGIN_MIN, ACCOUNT_RULE.loginTooShort)
    .max(max, ACCOUNT_RULE.loginTooLong)
    .pipe(z.email({ error: ACCOUNT_RULE.loginInvalidEmail }))
    .transform(normalizeLogin);
}

/** A login (account creation, login change); trimmed and stored in lowercase. */
export const ZLogin = loginRule(LOGIN_MAX);

/** The login confirmed at the first connection (spec §5: required, at most 100). */
export const ZFirstConnectionLogin = loginRule(FIRST_CONNECTION_LOGIN_MAX);

/**
 * A login as typed to sign in or to ask for a reset link: filled, at most 150, looking like an
 * email. No length minimum: an existing login is never refused for a rule that came later.
 */
export const ZTypedLogin = zPlainText({ error: ACCOUNT_RULE.loginRequired })
  .trim()
  .min(1, ACCOUNT_RULE.loginRequired)
  .max(LOGIN_MAX, ACCOUNT_RULE.loginTooLong)
  .pipe(z.email({ error: ACCOUNT_RULE.loginInvalidEmail }))
  .transform(normalizeLogin);
