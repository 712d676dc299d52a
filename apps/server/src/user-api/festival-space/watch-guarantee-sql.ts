import { END_MARGIN_SECONDS, END_SHARE } from '@shortlist/domain/festival-space/viewing-rules';
import { FESTIVAL_VISIBLE_STATUSES } from '@shortlist/domain/submissions/submission-state';
import { SUBMISSION_STATUS } from '@shortlist/domain/submissions/submission-status';
import { type SQL, sql } from 'drizzle-orm';

/*
 * The SQL of the guaranteed watch and the jury figures (issue 34), the domain's rules written for
 * PostgreSQL; jury-figures.test.ts holds them to `isWatchedToEnd` and `coveredByWatchGuarantee`.
 */

/** `isWatchedToEnd` of a `visionnage` row (alias `v`), as the trigger of migration 0030 counts it. */
export const watchedToEndSql = (alias: string): SQL => {
  const v = sql.identifier(alias);
  return sql`(${v}."Duree" > 0 and (${v}."PositionMax" >= ${v}."Duree" - ${sql.raw(String(END_MARGIN_SECONDS))}
    or ${v}."PositionMax" >= ${v}."Duree" * ${sql.raw(String(END_SHARE))}))`;
};

/** `coveredByWatchGuarantee` of an `inscription` row (alias): received, not cancelled. */
export const coveredEntrySql = (alias: string): SQL => {
  const i = sql.identifier(alias);
  return sql`((${i}."Statut" & ${sql.raw(String(FESTIVAL_VISIBLE_STATUSES))}) <> 0 and (${i}."Statut" & ${sql.raw(String(SUBMISSION_STATUS.cancelled))}) = 0)`;
};

/** Whether the member `member` (a `membre_festival` alias) watched entry `entry`'s film to the end. */
export const memberWatchedSql = (member: string, entry: SQL): SQL =>
  sql`exists (select 1 from "visionnage" v
    where v."IdInscription" = ${entry} and v."IdCompte" = ${sql.identifier(member)}."IdCompte"
      and v."TypeVideo" = 'film' and ${watchedToEndSql('v')})`;
