import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@shortlist/db/client';
import { compte, session } from '@shortlist/db/schema/accounts';
import type { AccountFestival } from '@shortlist/domain/festival-space/member-contracts';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { accountFestivalsColumn } from './account-festivals.ts';
import { pendingTicketsColumn } from './account-tickets.ts';

export type Account = typeof compte.$inferSelect;

export type SessionLifetimes = { idleMinutes: number; maxHours: number };

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A random 32-byte token, base64url: what the client holds (cookie or bearer). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The CSRF value of a session: derived from its token, so a cookie planted by another site cannot match. */
export function csrfFor(token: string): string {
  return sha256(`csrf|${token}`);
}

export type OpenedSession = { token: string; expires: Date };

/** What opening a session for a request needs besides the account: see `sessionRequest`. */
export type SessionRequest = {
  previousSessionId: string | null;
  lifetimes: SessionLifetimes;
  ip: string;
  userAgent?: string;
};

/**
 * Opens a session (a new identifier at every sign-in); returns the token to hand to the client.
 * The session the client held before (`previousSessionId`) ends: an identifier is never reused
 * across a sign-in. Callers check the credentials first, so a failed sign-in keeps it.
 */
export async function openSession(
  db: Db,
  options: {
    accountId: number;
    now: Date;
    lifetimes: SessionLifetimes;
    previousSessionId?: string | null;
    ip?: string;
    userAgent?: string;
  },
): Promise<OpenedSession> {
  if (options.previousSessionId) await endSession(db, options.previousSessionId);
  const token = randomToken();
  const expires = new Date(options.now.getTime() + options.lifetimes.maxHours * 3_600_000);
  await db.insert(session).values({
    Id: sha256(token),
    IdCompte: options.accountId,
    DateCreation: options.now,
    DateDerRequete: options.now,
    DateExpiration: expires,
    Ip: options.ip?.slice(0, 64) ?? null,
    UserAgent: options.userAgent?.slice(0, 500) ?? null,
  });
  // Housekeeping: this account's dead sessions go when it signs in again.
  await db
    .delete(session)
    .where(
      and(
        eq(session.IdCompte, options.accountId),
        or(
          lt(session.DateExpiration, options.now),
          lt(
            session.DateDerRequete,
            new Date(options.now.getTime() - options.lifetimes.idleMinutes * 60_000),
          ),
        ),
      ),
    );
  return { token, expires };
}

/**
 * How often a live session's last-request date is written: at most once a minute (one write per
 * request would cost every signed-in page a write), and at most a tenth of the idle window, so
 * the window slides whatever its length. The date written lags the last request by less than
 * this, so requests less than 90 % of the window apart always keep the session: with
 * `SESSION_IDLE_MINUTES=1` a write every 6 s, and requests every 54 s keep it (a fixed minute
 * signed an active user out 60 s after sign-in, the first write being due just then).
 */
export function touchEveryMs(idleMinutes: number): number {
  return Math.min(60_000, (idleMinutes * 60_000) / 10);
}

/**
 * The account of a live session, or null, with the festivals it is a member of (read in the
 * same query: it is on every request). A session past its idle or maximum lifetime is deleted;
 * a live one has its last-request date moved on.
 */
export async function resolveSession(
  db: Db,
  options: { token: string; now: Date; lifetimes: SessionLifetimes },
): Promise<{ account: Account; festivals: AccountFestival[]; sessionId: string; expires: Date } | null> {
  const id = sha256(options.token);
  const [row] = await db
    .select({
      session,
      account: compte,
      festivals: accountFestivalsColumn(compte.Id),
      pendingTickets: pendingTicketsColumn(compte.Id),
    })
    .from(session)
    .innerJoin(compte, eq(compte.Id, session.IdCompte))
    .where(and(eq(session.Id, id), isNull(compte.DateSuppression)))
    .limit(1);
  if (!row) return null;
  const now = options.now.getTime();
  const idleEnd = row.session.DateDerRequete.getTime() + options.lifetimes.idleMinutes * 60_000;
  const maxEnd = Math.min(
    row.session.DateExpiration.getTime(),
    row.session.DateCreation.getTime() + options.lifetimes.maxHours * 3_600_000,
  );
  if (now >= idleEnd || now >= maxEnd) {
    await db.delete(session).where(eq(session.Id, id));
    return null;
  }
  if (now - row.session.DateDerRequete.getTime() >= touchEveryMs(options.lifetimes.idleMinutes)) {
    await db.update(session).set({ DateDerRequete: options.now }).where(eq(session.Id, id));
  }
  // The badge's count is read from the tickets (`account-tickets.ts`), not the column's stored 0.
  const account = { ...row.account, NbTicketEnAttente: Number(row.pendingTickets) };
  return { account, festivals: row.festivals, sessionId: id, expires: new Date(maxEnd) };
}

export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(session).where(eq(session.Id, sessionId));
}

/** Ends every session of an account (password or login change, deletion). */
export async function endAllSessions(db: Db, accountId: number): Promise<void> {
  await db.delete(session).where(eq(session.IdCompte, accountId));
}
