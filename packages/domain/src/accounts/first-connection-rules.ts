/**
 * The date of the terms of use in force. An account that accepted the terms before it has to
 * accept them again (docs/decisions.md: first connection is also for an account whose terms version
 * changed). Publishing new terms means moving this date forward.
 */
export const CURRENT_TERMS_DATE = '2024-01-01T00:00:00.000Z';

/** What the rule reads of an account: the date its terms were accepted (a Date or ISO text). */
export type FirstConnectionFacts = { DateAcceptationCGV: Date | string | null };

/**
 * Whether the first-connection step (spec §4: email, new password, terms) is due. A sign-up
 * stores the terms acceptance, so it is not asked again; an account created for someone else
 * (operator, invited guest) has none until its first connection, and an acceptance older than
 * the terms in force asks again. The server enforces it and the web guard shows it from this
 * one rule.
 */
export function isFirstConnectionDue(
  account: FirstConnectionFacts,
  termsDate: string = CURRENT_TERMS_DATE,
): boolean {
  if (account.DateAcceptationCGV === null) return true;
  const accepted = new Date(account.DateAcceptationCGV).getTime();
  return !(accepted >= new Date(termsDate).getTime());
}
