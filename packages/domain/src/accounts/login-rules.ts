import { z } from 'zod';
import { zPlainText } from '../fields/text.ts';
import { ACCOUNT_RULE } from './rule-codes.ts';

/** Spec §5: the login is an email of 6 to 150 characters; at the first connection, at most 100. */
export const LOGIN_MIN = 6;
export const LOGIN_MAX = 150;
export const FIRST_CONNECTION_LOGIN_MAX = 100;

function loginRule(max: number) {
  return zPlainText({ error: ACCOUNT_RULE.loginRequired })
    .trim()
    .min(1, ACCOUNT_RULE.loginRequired)
    .min(LOGIN_MIN, ACCOUNT_RULE.loginTooShort)
    .max(max, ACCOUNT_RULE.loginTooLong)
    .pipe(z.email({ error: ACCOUNT_RULE.loginInvalidEmail }))
    .transform((login) => login.toLowerCase());
}

/** A login (account creation, login change); trimmed and stored in lowercase. */
export const ZLogin = loginRule(LOGIN_MAX);

/** The login confirmed at the first connection (spec §5: required, at most 100). */
export const ZFirstConnectionLogin = loginRule(FIRST_CONNECTION_LOGIN_MAX);
