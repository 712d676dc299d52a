import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { CURRENT_TERMS_DATE, isFirstConnectionDue } from '@shortlist/domain/accounts/first-connection-rules';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { accountLanguage, accountNotice } from '../../platform/mail/account-emails.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import type { Account } from '../../platform/session-store.ts';
import { spendAccountTokens } from '../../platform/tokens.ts';
import { endOtherSessions } from './end-other-sessions.ts';
import { loginTaken, sendLoginChange } from './login-change.ts';

/**
 * `compte/update-cgvu-compte` (spec §4 first connection): new password, terms accepted now; a
 * different email is confirmed by a link sent to it, like any login change.
 *
 * Only while first connection is due (docs/decisions.md), else 409 FIRST_CONNECTION_NOT_DUE: outside
 * it a stolen session could set a password and a login without knowing the current password.
 * An account that has a password (an operator's temporary one) must give it; only an invited
 * account with none, signed in by an emailed link, sets one without. The account's other
 * sessions and emailed links end; the current session stays.
 */
export async function completeFirstConnection(
  db: Db,
  options: {
    account: Account;
    sessionId: string | null;
    login: string;
    password: string;
    currentPassword: string | undefined;
    now: Date;
    publicUrl: string;
  },
): Promise<Account> {
  const { account } = options;
  if (!isFirstConnectionDue(account)) throw new AppError('FIRST_CONNECTION_NOT_DUE');
  if (account.Password !== null && !(await verifyPassword(account.Password, options.currentPassword ?? ''))) {
    throw new AppError('WRONG_CURRENT_PASSWORD');
  }
  const changesLogin = options.login !== account.Login;
  if (changesLogin && (await loginTaken(db, { login: options.login, accountId: account.Id })))
    throw new AppError('LOGIN_UNAVAILABLE');
  const hash = await hashPassword(options.password);
  return db.transaction(async (tx) => {
    // The rule again in the update: of two requests at once, only one completes it.
    const [updated] = await tx
      .update(compte)
      .set({
        Password: hash,
        DateAcceptationCGV: options.now,
        DateDerConnexion: account.DateDerConnexion ?? options.now,
      })
      .where(
        and(
          eq(compte.Id, account.Id),
          isNull(compte.DateSuppression),
          or(isNull(compte.DateAcceptationCGV), lt(compte.DateAcceptationCGV, new Date(CURRENT_TERMS_DATE))),
        ),
      )
      .returning();
    if (!updated) throw new AppError('FIRST_CONNECTION_NOT_DUE');
    await spendAccountTokens(tx, { accountId: account.Id, now: options.now });
    await endOtherSessions(tx, { accountId: account.Id, keepSessionId: options.sessionId });
    // A first password (invited account) changes nothing the owner had: no notice then.
    if (account.Password !== null) {
      await enqueueEmail(
        tx,
        accountNotice({ kind: 'passwordChanged', language: accountLanguage(account), to: account.Login }),
      );
    }
    if (changesLogin)
      await sendLoginChange(tx, {
        account,
        login: options.login,
        now: options.now,
        publicUrl: options.publicUrl,
      });
    return updated;
  });
}
