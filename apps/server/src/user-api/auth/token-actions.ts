import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { type Account, endAllSessions } from '../../platform/session-store.ts';
import { consumeToken } from './tokens.ts';

/**
 * `auth/check-token-login`: the new address confirmed by its link becomes the login; every
 * session ends (sign in again). LOGIN_UNAVAILABLE if someone took the address meanwhile.
 */
export async function confirmLoginChange(db: Db, options: { token: string; now: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    const token = await consumeToken(tx, { kind: 'login-change', token: options.token, now: options.now });
    const login = token.Payload;
    if (!login) throw new AppError('TOKEN_INVALID');
    const [taken] = await tx
      .select({ Id: compte.Id })
      .from(compte)
      .where(and(eq(compte.Login, login), ne(compte.Id, token.IdCompte)))
      .limit(1);
    if (taken) throw new AppError('LOGIN_UNAVAILABLE');
    await tx
      .update(compte)
      .set({ Login: login, IsMailInvalide: false })
      .where(and(eq(compte.Id, token.IdCompte), isNull(compte.DateSuppression)));
    await endAllSessions(tx, token.IdCompte);
  });
}

/** `auth/login-by-token/:token`: the account to open a session for (the link also proves the address). */
export async function loginByToken(db: Db, options: { token: string; now: Date }): Promise<Account> {
  return db.transaction(async (tx) => {
    const token = await consumeToken(tx, { kind: 'login-by-token', token: options.token, now: options.now });
    const [account] = await tx
      .select()
      .from(compte)
      .where(and(eq(compte.Id, token.IdCompte), isNull(compte.DateSuppression)))
      .limit(1);
    if (!account) throw new AppError('TOKEN_INVALID');
    const [updated] = await tx
      .update(compte)
      .set({ DateDerConnexion: options.now, DateActivation: account.DateActivation ?? options.now })
      .where(eq(compte.Id, account.Id))
      .returning();
    return updated ?? account;
  });
}

/** `auth/unsubscribe/:token`: mailing consent off. */
export async function unsubscribe(db: Db, options: { token: string; now: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    const token = await consumeToken(tx, { kind: 'unsubscribe', token: options.token, now: options.now });
    await tx.update(compte).set({ IsAccepteMail: false }).where(eq(compte.Id, token.IdCompte));
  });
}
