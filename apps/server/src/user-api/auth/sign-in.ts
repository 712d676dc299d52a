import type { Db } from '@shortlist/db/client';
import { compte, tentativeConnexion } from '@shortlist/db/schema/accounts';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { Account } from '../../platform/session-store.ts';
import { verifyPassword } from './passwords.ts';

/** DECISIONS.md: at most 10 failed sign-ins per account per 15 minutes, and a per-IP limit. */
export const SIGN_IN_LIMITS = { perLogin: 10, perIp: 50, windowMs: 15 * 60_000 } as const;

export function normalizeLogin(login: string): string {
  return login.trim().toLowerCase();
}

/**
 * Checks credentials under the attempt limits. Unknown login, wrong password and deleted account
 * answer the same LOGIN_FAILED (401); past a limit, LOGIN_THROTTLED (429) whatever the password.
 * A right password on an account not yet activated answers ACCOUNT_NOT_ACTIVATED.
 * Does not open the session (the route does, with cookies).
 */
export async function checkCredentials(
  db: Db,
  options: { login: string; password: string; ip: string; now: Date },
): Promise<Account> {
  const login = normalizeLogin(options.login).slice(0, 150);
  const since = new Date(options.now.getTime() - SIGN_IN_LIMITS.windowMs);
  const [[byLogin], [byIp]] = await Promise.all([
    db
      .select({ n: count() })
      .from(tentativeConnexion)
      .where(and(eq(tentativeConnexion.Login, login), gt(tentativeConnexion.DateCreation, since))),
    db
      .select({ n: count() })
      .from(tentativeConnexion)
      .where(and(eq(tentativeConnexion.Ip, options.ip), gt(tentativeConnexion.DateCreation, since))),
  ]);
  if ((byLogin?.n ?? 0) >= SIGN_IN_LIMITS.perLogin || (byIp?.n ?? 0) >= SIGN_IN_LIMITS.perIp) {
    throw new AppError('LOGIN_THROTTLED');
  }
  const [account] = await db
    .select()
    .from(compte)
    .where(and(eq(compte.Login, login), isNull(compte.DateSuppression)))
    .limit(1);
  const ok = await verifyPassword(account?.Password, options.password);
  if (!account || !ok) {
    await db
      .insert(tentativeConnexion)
      .values({ Login: login, Ip: options.ip.slice(0, 64), DateCreation: options.now });
    throw new AppError('LOGIN_FAILED');
  }
  if (!account.DateActivation) throw new AppError('ACCOUNT_NOT_ACTIVATED');
  await db.delete(tentativeConnexion).where(eq(tentativeConnexion.Login, login));
  return account;
}

/** Records the sign-in date (spec §4 first connection reads the one before it). */
export async function recordSignIn(db: Db, options: { account: Account; now: Date }): Promise<Account> {
  const [updated] = await db
    .update(compte)
    .set({ DateDerConnexion: options.now })
    .where(eq(compte.Id, options.account.Id))
    .returning();
  return updated ?? options.account;
}
