import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { accountLanguage, accountNotice } from '../../platform/mail/account-emails.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { endAllSessions } from '../../platform/session-store.ts';
import { consumeToken, spendAccountTokens } from '../../platform/tokens.ts';
import { attachAccountInvitations } from '../invitations/attach-account-invitations.ts';

/**
 * `auth/check-token-login`: the new address confirmed by its link becomes the login; every
 * session and other emailed link ends (sign in again), and the old address is told (ASVS 6.3.7).
 * The link proved the address, as activation does: invitations waiting for it become the account's.
 * LOGIN_UNAVAILABLE if someone took the address meanwhile; TOKEN_INVALID for a deleted account.
 */
export async function confirmLoginChange(db: Db, options: { token: string; now: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    const token = await consumeToken(tx, { kind: 'login-change', token: options.token, now: options.now });
    const login = token.Payload;
    if (!login) throw new AppError('TOKEN_INVALID');
    const [account] = await tx
      .select()
      .from(compte)
      .where(and(eq(compte.Id, token.IdCompte), isNull(compte.DateSuppression)))
      .limit(1);
    if (!account) throw new AppError('TOKEN_INVALID');
    const [taken] = await tx
      .select({ Id: compte.Id })
      .from(compte)
      .where(and(eq(compte.Login, login), ne(compte.Id, account.Id)))
      .limit(1);
    if (taken) throw new AppError('LOGIN_UNAVAILABLE');
    await tx.update(compte).set({ Login: login, IsMailInvalide: false }).where(eq(compte.Id, account.Id));
    await attachAccountInvitations(tx, { accountId: account.Id, login });
    await endAllSessions(tx, account.Id);
    await spendAccountTokens(tx, { accountId: account.Id, now: options.now });
    await enqueueEmail(
      tx,
      accountNotice({
        kind: 'loginChanged',
        language: accountLanguage(account),
        to: account.Login,
        newLogin: login,
      }),
    );
  });
}
