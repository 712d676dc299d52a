import type { Db } from '@shortlist/db/client';
import { inscription } from '@shortlist/db/schema/submissions';
import { SUBMISSION_STATUS } from '@shortlist/domain/submissions/submission-status';
import { count, eq, sql } from 'drizzle-orm';

/**
 * A film's basket entries and submissions, for the films area's deletion (spec §4: a film with
 * either is archived, not removed). Cancelled entries count as submissions: the festival saw them.
 */
export async function filmEngagements(
  tx: Db,
  filmId: number,
): Promise<{ basketEntries: number; submissions: number }> {
  const [row] = await tx
    .select({
      basketEntries: count(
        sql`case when ${inscription.Statut} = ${SUBMISSION_STATUS.notFinished} then 1 end`,
      ),
      submissions: count(sql`case when ${inscription.Statut} <> ${SUBMISSION_STATUS.notFinished} then 1 end`),
    })
    .from(inscription)
    .where(eq(inscription.IdFilm, filmId));
  return { basketEntries: row?.basketEntries ?? 0, submissions: row?.submissions ?? 0 };
}
