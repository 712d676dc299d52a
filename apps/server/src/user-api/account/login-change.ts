import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { and, eq, ne } from 'drizzle-orm';
import { accountEmail, accountLanguage, accountNotice } from '../../platform/mail/account-emails.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import type { Account } from '../../platform/session-store.ts';
import { issueToken } from '../../platform/tokens.ts';

/** Whether another account (deleted ones included: their rows keep an anonymised login) has `login`. */
export async function loginTaken(db: Db, options: { login: string; accountId: number }): Promise<boolean> {
  const [row] = await db
    .select({ Id: compte.Id })
    .from(compte)
    .where(and(eq(compte.Login, options.login), ne(compte.Id, options.accountId)))
    .limit(1);
  return row !== undefined;
}

/**
 * A login change asked: the confirmation link goes to the new address, and the current address
 * is told which address was asked (ASVS 6.3.7), both in the caller's transaction.
 */
export async function sendLoginChange(
  tx: Db,
  options: { account: Account; login: string; now: Date; publicUrl: string },
): Promise<void> {
  const { account } = options;
  const token = await issueToken(tx, {
    kind: 'login-change',
    accountId: account.Id,
    now: options.now,
    payload: options.login,
  });
  const language = accountLanguage(account);
  await enqueueEmail(
    tx,
    accountEmail({ kind: 'loginChange', language, to: options.login, token, publicUrl: options.publicUrl }),
  );
  await enqueueEmail(
    tx,
    accountNotice({ kind: 'loginChangeRequested', language, to: account.Login, newLogin: options.login }),
  );
}
