import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { normalizeLogin } from '@shortlist/domain/accounts/login-rules';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import {
  type Account,
  type OpenedSession,
  openSession,
  type SessionRequest,
} from '../../platform/session-store.ts';
import { clearSignInAttempts, releaseSignInAttempt, reserveSignInAttempt } from './sign-in-attempts.ts';

/**
 * `POST /api/login`: signs in with a login and a password under the attempt limits, and opens
 * the session. Unknown login, wrong password and deleted account answer the same LOGIN_FAILED
 * (401); past a limit, LOGIN_THROTTLED (429) whatever the password. A right password on an
 * account not yet activated answers ACCOUNT_NOT_ACTIVATED. On success, in one transaction: the
 * login's failed attempts are cleared, the sign-in date recorded (spec §4 first connection reads
 * the one before it), the session the client held ends and a new one opens.
 */
export async function signInWithPassword(
  db: Db,
  options: { login: string; password: string; session: SessionRequest; now: Date },
): Promise<{ account: Account; session: OpenedSession }> {
  const login = normalizeLogin(options.login).slice(0, 150);
  const attemptId = await reserveSignInAttempt(db, {
    login,
    ip: options.session.ip.slice(0, 64),
    now: options.now,
  });
  const [account] = await db
    .select()
    .from(compte)
    .where(and(eq(compte.Login, login), isNull(compte.DateSuppression)))
    .limit(1);
  const ok = await verifyPassword(account?.Password, options.password);
  // The reserved attempt stays: it is the failure on record.
  if (!account || !ok) throw new AppError('LOGIN_FAILED');
  if (!account.DateActivation) {
    await releaseSignInAttempt(db, attemptId);
    throw new AppError('ACCOUNT_NOT_ACTIVATED');
  }
  return db.transaction(async (tx) => {
    await clearSignInAttempts(tx, login);
    const [updated] = await tx
      .update(compte)
      .set({ DateDerConnexion: options.now })
      .where(eq(compte.Id, account.Id))
      .returning();
    const session = await openSession(tx, { ...options.session, accountId: account.Id, now: options.now });
    return { account: updated ?? account, session };
  });
}
