import type { Db } from '@shortlist/db/client';
import type { InboxFilter } from '@shortlist/domain/festival-space/entry-contracts';
import { canSeeScores } from '@shortlist/domain/festival-space/member-roles';
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { conflictedSql } from './assignment-sql.ts';
import type { Membership } from './festival-membership.ts';
import { hasConflicts } from './member-conflicts.ts';

/*
 * The SQL of reviews' scores (issue 34; docs/decisions.md "Reviews, scores and blind mode"). A
 * score counts when given and its author declared no conflict of interest with the film: the
 * conflict is read when the scores are, so declaring one voids the score at once and withdrawing
 * it restores it, with nothing to keep in step.
 */

/** Review `a` (its member `a."IdMembre"`) of an entry whose film is `film` counts. */
export function countedScoreSql(film: SQL): SQL {
  return sql`a."Note" is not null and not ${conflictedSql(sql`a."IdMembre"`, film)}`;
}

/** The sorts that read the scores: managers only. */
export const SCORE_SORTS = ['scoreMean', 'scoreSpread'] as const;
export const sortsByScore = (filter: InboxFilter) =>
  (SCORE_SORTS as readonly string[]).includes(filter.sort ?? '');

/** Who reads the inbox, as far as scores and blind mode go. */
export type InboxReader = {
  /** A manager: the rows carry the scores' mean and spread, and may sort by them. */
  seesScores: boolean;
  /** A programmer: the rows name no director when the festival is in blind mode (`blindSql`). */
  blindable: boolean;
  /** A manager with conflicts sorting by score: the entries they cover sort last. */
  conflictedMember: number | null;
};

/**
 * The inbox's reader (`InboxReader`): 403 `FESTIVAL_ROLE_REQUIRED` for a score sort by a
 * programmer. No query but for a manager's score sort (whether they declared conflicts): the
 * inbox's usual path pays nothing, and blind mode is read by the page query itself.
 */
export async function inboxReader(
  db: Db,
  options: { membership: Membership; filter: InboxFilter },
): Promise<InboxReader> {
  const { membership } = options;
  const seesScores = canSeeScores(membership.role);
  const byScore = sortsByScore(options.filter);
  if (byScore && !seesScores) throw new AppError('FESTIVAL_ROLE_REQUIRED');
  const conflicts =
    byScore &&
    (await hasConflicts(db, { accountId: membership.IdCompte, festivalId: membership.IdFestival }));
  return {
    seesScores,
    blindable: !seesScores,
    conflictedMember: conflicts ? membership.IdMembre : null,
  };
}

/** Whether festival `festivalId` is in blind mode (`reglage_jury."Aveugle"`), in SQL. */
export const blindSql = (festivalId: number) =>
  sql`exists (select 1 from "reglage_jury" rj where rj."IdFestival" = ${festivalId} and rj."Aveugle")`;

/**
 * The sort keys of the score sorts, over the summary `sc` (`avis_resume`); the spread's ties by the
 * mean. The page reads them in `score-sort-sql.ts`'s order; these name the page's `k1`, `k2`.
 */
export function scoreSortKeys(filter: InboxFilter): SQL[] {
  if (filter.sort === 'scoreMean') return [sql`sc."Moyenne"`];
  return [sql`sc."Ecart"`, sql`sc."Moyenne"`];
}

/**
 * For a page row (`page."IdInscription"`), `[count, mean, spread]` of its counted scores from
 * its summary (`avis_resume`), as JSON; only selected for a reader who sees scores.
 */
export const pageScoresSql = sql`coalesce((select json_build_array(r."Nombre", r."Moyenne", r."Ecart")
  from "avis_resume" r where r."IdInscription" = page."IdInscription"), json_build_array(0, null, null))`;
