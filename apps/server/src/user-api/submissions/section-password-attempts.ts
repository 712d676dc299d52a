import type { Db } from '@shortlist/db/client';
import { sectionTentativeMotDePasse } from '@shortlist/db/schema/submissions';
import { and, count, eq, gt, lte, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';

/**
 * A protected section's password is limited like signing in (docs/decisions.md "Section passwords"):
 * at most 10 wrong passwords per account and section per 15 minutes.
 */
export const SECTION_PASSWORD_LIMITS = { perAccountAndSection: 10, windowMs: 15 * 60_000 } as const;

// First key of `pg_advisory_xact_lock(int, int)`, apart from sign-in (7301, 7302) and film unlock (7311, 7312).
const SECTION_LOCK = 7321;

/**
 * Reserves one attempt for an account and a section before the password is checked, or answers
 * 429 SECTION_PASSWORD_THROTTLED: counting first and recording after would let concurrent guesses
 * all read the same count. The advisory lock on the pair serialises the count-and-insert on
 * PostgreSQL's pool as on PGlite. The pair's rows older than the window go at the same time.
 * Committed on its own, so a wrong password stays counted when the entry is refused.
 */
export async function reserveSectionPasswordAttempt(
  db: Db,
  options: { accountId: number; campaignSectionId: number; now: Date },
): Promise<number> {
  const since = new Date(options.now.getTime() - SECTION_PASSWORD_LIMITS.windowMs);
  const pair = and(
    eq(sectionTentativeMotDePasse.IdCompte, options.accountId),
    eq(sectionTentativeMotDePasse.IdCampagneSection, options.campaignSectionId),
  );
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${SECTION_LOCK}::int, hashtext(${`${options.accountId}§${options.campaignSectionId}`}))`,
    );
    await tx
      .delete(sectionTentativeMotDePasse)
      .where(and(pair, lte(sectionTentativeMotDePasse.DateCreation, since)));
    const [recent] = await tx
      .select({ n: count() })
      .from(sectionTentativeMotDePasse)
      .where(and(pair, gt(sectionTentativeMotDePasse.DateCreation, since)));
    if ((recent?.n ?? 0) >= SECTION_PASSWORD_LIMITS.perAccountAndSection) {
      throw new AppError('SECTION_PASSWORD_THROTTLED');
    }
    const [reserved] = await tx
      .insert(sectionTentativeMotDePasse)
      .values({
        IdCompte: options.accountId,
        IdCampagneSection: options.campaignSectionId,
        DateCreation: options.now,
      })
      .returning({ Id: sectionTentativeMotDePasse.Id });
    if (!reserved) throw new Error('section password attempt not recorded');
    return reserved.Id;
  });
}

/** The password was right: this attempt was no failure. */
export async function releaseSectionPasswordAttempt(db: Db, attemptId: number): Promise<void> {
  await db.delete(sectionTentativeMotDePasse).where(eq(sectionTentativeMotDePasse.Id, attemptId));
}
