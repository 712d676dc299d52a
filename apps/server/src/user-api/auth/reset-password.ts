import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { accountLanguage, accountNotice } from '../../platform/mail/account-emails.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { endAllSessions } from '../../platform/session-store.ts';
import { consumeToken, spendAccountTokens } from '../../platform/tokens.ts';

/**
 * `auth/password-change`: sets the new password, ends every session and every other emailed
 * link, and tells the address (ASVS 6.3.7). Following the link proves the address, so an account
 * not yet activated becomes active. A deleted account answers TOKEN_INVALID.
 */
export async function resetPassword(
  db: Db,
  options: { token: string; password: string; now: Date },
): Promise<void> {
  const hash = await hashPassword(options.password);
  await db.transaction(async (tx) => {
    const token = await consumeToken(tx, { kind: 'password', token: options.token, now: options.now });
    const [account] = await tx
      .select()
      .from(compte)
      .where(and(eq(compte.Id, token.IdCompte), isNull(compte.DateSuppression)))
      .limit(1);
    if (!account) throw new AppError('TOKEN_INVALID');
    await tx
      .update(compte)
      .set({ Password: hash, DateActivation: account.DateActivation ?? options.now })
      .where(eq(compte.Id, account.Id));
    await endAllSessions(tx, account.Id);
    await spendAccountTokens(tx, { accountId: account.Id, now: options.now });
    await enqueueEmail(
      tx,
      accountNotice({ kind: 'passwordChanged', language: accountLanguage(account), to: account.Login }),
    );
  });
}
