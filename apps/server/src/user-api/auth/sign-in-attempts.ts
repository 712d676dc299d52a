import type { Db } from '@shortlist/db/client';
import { tentativeConnexion } from '@shortlist/db/schema/accounts';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';

/** docs/decisions.md: at most 10 failed sign-ins per account per 15 minutes, and a per-IP limit. */
export const SIGN_IN_LIMITS = { perLogin: 10, perIp: 50, windowMs: 15 * 60_000 } as const;

// First keys of `pg_advisory_xact_lock(int, int)`: a login and an address never share a lock.
const LOGIN_LOCK = 7301;
const ADDRESS_LOCK = 7302;

/**
 * Reserves one sign-in attempt for a login and an address, or answers LOGIN_THROTTLED when either
 * has used its allowance in the window. Runs before the password is verified: counting first and
 * recording after would let a burst of concurrent guesses all read the same count and pass.
 * The advisory locks serialise the count-and-insert per login and per address on PostgreSQL's
 * pool as on PGlite; they are taken login first, then address, in every transaction, so two
 * sign-ins cannot wait on each other. The reserved row is the failure record unless the password
 * turns out right (`clearSignInAttempts`, `releaseSignInAttempt`).
 */
export async function reserveSignInAttempt(
  db: Db,
  options: { login: string; ip: string; now: Date },
): Promise<number> {
  const since = new Date(options.now.getTime() - SIGN_IN_LIMITS.windowMs);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOGIN_LOCK}::int, hashtext(${options.login}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK}::int, hashtext(${options.ip}))`);
    // One after the other: a transaction's connection runs one query at a time (pg 9 refuses more).
    const [byLogin] = await tx
      .select({ n: count() })
      .from(tentativeConnexion)
      .where(and(eq(tentativeConnexion.Login, options.login), gt(tentativeConnexion.DateCreation, since)));
    const [byIp] = await tx
      .select({ n: count() })
      .from(tentativeConnexion)
      .where(and(eq(tentativeConnexion.Ip, options.ip), gt(tentativeConnexion.DateCreation, since)));
    if ((byLogin?.n ?? 0) >= SIGN_IN_LIMITS.perLogin || (byIp?.n ?? 0) >= SIGN_IN_LIMITS.perIp) {
      throw new AppError('LOGIN_THROTTLED');
    }
    const [reserved] = await tx
      .insert(tentativeConnexion)
      .values({ Login: options.login, Ip: options.ip, DateCreation: options.now })
      .returning({ Id: tentativeConnexion.Id });
    if (!reserved) throw new Error('sign-in attempt not recorded');
    return reserved.Id;
  });
}

/** A right password: the login's failures (and reservations) no longer count. */
export async function clearSignInAttempts(db: Db, login: string): Promise<void> {
  await db.delete(tentativeConnexion).where(eq(tentativeConnexion.Login, login));
}

/** The password was right but the sign-in did not go through (account not activated): not a failure. */
export async function releaseSignInAttempt(db: Db, attemptId: number): Promise<void> {
  await db.delete(tentativeConnexion).where(eq(tentativeConnexion.Id, attemptId));
}
