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
 * The festival's void reviews' keys as (member, entry) pairs, as a derived table: the members'
 * conflicts with a film, or with a person, then every film crediting them, and each entry of
 * those films. A handful of rows, read once per query, so the score sorts leave the void scores
 * out by one hashed anti-join on the review's own columns, with no lookup per review.
 */
function voidPairsSql(festivalId: number): SQL {
  return sql`(select cp."IdMembre", vi."Id" as "IdInscription" from (
      select ci."IdMembre", ci."IdFilm" from "conflit_interet" ci
        join "membre_festival" cm on cm."Id" = ci."IdMembre"
        where cm."IdFestival" = ${festivalId} and ci."IdFilm" is not null
      union
      select ci."IdMembre", g."IdFilm" from "conflit_interet" ci
        join "membre_festival" cm on cm."Id" = ci."IdMembre"
        join "contact" ct on ct."IdPersonne" = ci."IdPersonne"
        join "generique" g on g."IdContact" = ct."Id"
        where cm."IdFestival" = ${festivalId}
    ) cp join "inscription" vi on vi."IdFilm" = cp."IdFilm")`;
}

/**
 * The counted scores' mean and spread per entry of the festival, as `sc` (`"mean"`, `"spread"`),
 * joined only when the inbox sorts by them: one pass over the reviews of the festival's members
 * (listed once, as `inFestival` lists its sections), the void ones (`voidPairsSql`) left out,
 * grouped by entry; an entry nobody scored has no row and sorts last. The entries the reader
 * declared a conflict with are left out too, so their place in the order tells them nothing.
 */
export function scoreSortJoins(
  filter: InboxFilter,
  options: { festivalId: number; reader?: InboxReader | undefined },
): SQL {
  if (!sortsByScore(filter)) return sql``;
  const { festivalId } = options;
  const member = options.reader?.conflictedMember ?? null;
  return sql`left join (
      select a."IdInscription", avg(a."Note")::float8 as "mean", (max(a."Note") - min(a."Note"))::int as "spread"
      from "avis" a
      where a."IdMembre" = any(array(select fm."Id" from "membre_festival" fm where fm."IdFestival" = ${festivalId}))
        and a."Note" is not null
        and not exists (select 1 from ${voidPairsSql(festivalId)} vp
          where vp."IdMembre" = a."IdMembre" and vp."IdInscription" = a."IdInscription")
        ${member === null ? sql`` : sql`and not exists (select 1 from ${voidPairsSql(festivalId)} rp where rp."IdMembre" = ${member} and rp."IdInscription" = a."IdInscription")`}
      group by a."IdInscription"
    ) sc on sc."IdInscription" = i."Id"`;
}

/** The sort keys of the score sorts (over `scoreSortJoins`'s `sc`): the spread's ties by the mean. */
export function scoreSortKeys(filter: InboxFilter): SQL[] {
  if (filter.sort === 'scoreMean') return [sql`sc."mean"`];
  return [sql`sc."spread"`, sql`sc."mean"`];
}

/**
 * For a page row (`page."IdInscription"`, `page."IdFilm"`), `[count, mean, spread]` of its counted
 * scores, as JSON; only selected for a reader who sees scores.
 */
export const pageScoresSql = sql`(select json_build_array(count(*), avg(a."Note")::float8, max(a."Note") - min(a."Note"))
  from "avis" a where a."IdInscription" = page."IdInscription" and ${countedScoreSql(sql`page."IdFilm"`)})`;
