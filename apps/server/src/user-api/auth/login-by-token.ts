import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import {
  type Account,
  type OpenedSession,
  openSession,
  type SessionRequest,
} from '../../platform/session-store.ts';
import { consumeToken } from '../../platform/tokens.ts';

/**
 * `auth/login-by-token/:token`: the link proves the address, so the account is signed in (and
 * activated when it was not) and a session opens, all in one transaction. The token is checked
 * first: a stale or forged link must not end the session the browser holds.
 */
export async function loginByToken(
  db: Db,
  options: { token: string; session: SessionRequest; now: Date },
): Promise<{ account: Account; session: OpenedSession }> {
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
    const session = await openSession(tx, { ...options.session, accountId: account.Id, now: options.now });
    return { account: updated ?? account, session };
  });
}
