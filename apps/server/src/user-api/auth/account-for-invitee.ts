import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { normalizeLogin } from '@shortlist/domain/accounts/login-rules';
import { ACCOUNT_RULE } from '@shortlist/domain/accounts/rule-codes';
import { type Language, languageId } from '@shortlist/domain/languages';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { issueToken, spendAccountTokens } from '../../platform/tokens.ts';

/** The account someone was invited with, and the first-connection link it needs, if any. */
export type InviteeAccount = {
  IdCompte: number;
  Login: string;
  IdLangue: number;
  /** A new account was created for the address. */
  created: boolean;
  /**
   * The token of a `login-by-token` link (`/login-by-token/{token}`) when the account cannot sign
   * in by itself yet (created now, never activated, or without a password); null otherwise.
   */
  firstConnectionToken: string | null;
};

/**
 * The account an invitation reaches (a festival member, issue 31), in the caller's transaction:
 * the active account of the address, or one created for someone else (docs/decisions.md "First
 * connection": no password, terms not accepted, not activated until its emailed link proves the
 * address). The link signs the person in once (`auth/login-by-token`), activates the account,
 * and the first-connection step asks for a password and the terms (`compte/update-cgvu-compte`).
 *
 * An address signed up but never activated is taken over the same way: its password, typed by
 * whoever signed up, is dropped and its earlier links spent, so only the person who reads the
 * mailbox chooses one. An account already without a password (invited before, link unused) gets
 * a new link; the earlier one stops working.
 */
export async function accountForInvitee(
  tx: Db,
  options: { login: string; language: Language; now: Date },
): Promise<InviteeAccount> {
  const login = normalizeLogin(options.login);
  const inserted = await tx
    .insert(compte)
    .values({
      Login: login,
      Password: null,
      IdLangue: languageId(options.language),
      DateCreation: options.now,
      DateAcceptationCGV: null,
      DateActivation: null,
    })
    .onConflictDoNothing()
    .returning();
  const created = inserted[0];
  // The row locked: two invitations of one address at once issue one valid link.
  const account = created ?? (await tx.select().from(compte).where(eq(compte.Login, login)).for('update'))[0];
  if (!account) throw new Error(`No account for ${login} after its insert`);
  // Only a deleted account's own anonymised login could find it: never invite that row.
  if (account.DateSuppression !== null) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [
        { path: 'Login', code: ACCOUNT_RULE.loginInvalidEmail, message: ACCOUNT_RULE.loginInvalidEmail },
      ],
    });
  }
  const base = { IdCompte: account.Id, Login: account.Login, IdLangue: account.IdLangue, created: !!created };
  if (created)
    return { ...base, firstConnectionToken: await firstConnectionLink(tx, account.Id, options.now) };
  if (account.DateActivation === null) {
    await spendAccountTokens(tx, { accountId: account.Id, now: options.now });
    await tx
      .update(compte)
      .set({ Password: null, DateAcceptationCGV: null })
      .where(eq(compte.Id, account.Id));
    return { ...base, firstConnectionToken: await firstConnectionLink(tx, account.Id, options.now) };
  }
  if (account.Password === null) {
    return { ...base, firstConnectionToken: await firstConnectionLink(tx, account.Id, options.now) };
  }
  return { ...base, firstConnectionToken: null };
}

function firstConnectionLink(tx: Db, accountId: number, now: Date): Promise<string> {
  return issueToken(tx, { kind: 'login-by-token', accountId, now });
}
