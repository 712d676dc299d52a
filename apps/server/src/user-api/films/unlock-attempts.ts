import type { Db } from '@shortlist/db/client';
import { filmTentativeMotDePasse } from '@shortlist/db/schema/films';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';

/**
 * Unlocking a protected film is limited like signing in (docs/decisions.md "Sign-in attempts"): at
 * most 10 failed passwords per film per 15 minutes, and 50 per address.
 */
export const UNLOCK_LIMITS = { perFilm: 10, perIp: 50, windowMs: 15 * 60_000 } as const;

// First keys of `pg_advisory_xact_lock(int, int)`, apart from the sign-in ones (7301, 7302).
const FILM_LOCK = 7311;
const ADDRESS_LOCK = 7312;

/**
 * Reserves one attempt for a film and an address before the password is checked, or answers
 * 429 FILM_UNLOCK_THROTTLED: counting first and recording after would let concurrent guesses all
 * read the same count. The advisory locks (film first, then address, always in that order)
 * serialise the count-and-insert on PostgreSQL's pool as on PGlite.
 */
export async function reserveUnlockAttempt(
  db: Db,
  options: { filmId: number; ip: string; now: Date },
): Promise<number> {
  const since = new Date(options.now.getTime() - UNLOCK_LIMITS.windowMs);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FILM_LOCK}::int, ${options.filmId}::int)`);
    await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK}::int, hashtext(${options.ip}))`);
    const [byFilm] = await tx
      .select({ n: count() })
      .from(filmTentativeMotDePasse)
      .where(
        and(
          eq(filmTentativeMotDePasse.IdFilm, options.filmId),
          gt(filmTentativeMotDePasse.DateCreation, since),
        ),
      );
    const [byIp] = await tx
      .select({ n: count() })
      .from(filmTentativeMotDePasse)
      .where(
        and(eq(filmTentativeMotDePasse.Ip, options.ip), gt(filmTentativeMotDePasse.DateCreation, since)),
      );
    if ((byFilm?.n ?? 0) >= UNLOCK_LIMITS.perFilm || (byIp?.n ?? 0) >= UNLOCK_LIMITS.perIp) {
      throw new AppError('FILM_UNLOCK_THROTTLED');
    }
    const [reserved] = await tx
      .insert(filmTentativeMotDePasse)
      .values({ IdFilm: options.filmId, Ip: options.ip, DateCreation: options.now })
      .returning({ Id: filmTentativeMotDePasse.Id });
    if (!reserved) throw new Error('unlock attempt not recorded');
    return reserved.Id;
  });
}

/** The password was right: this attempt was no failure. */
export async function releaseUnlockAttempt(db: Db, attemptId: number): Promise<void> {
  await db.delete(filmTentativeMotDePasse).where(eq(filmTentativeMotDePasse.Id, attemptId));
}
