import type { InboxFilter } from '@shortlist/domain/festival-space/entry-contracts';
import { type SQL, sql } from 'drizzle-orm';
import { conflictedSql } from './assignment-sql.ts';
import { INBOX_FROM } from './inbox-sql.ts';
import type { InboxReader } from './review-sql.ts';

/*
 * The inbox's page entries sorted by the scores (issue 34: mean, or disagreement then mean), read
 * in two ordered parts rather than by sorting every entry: the scored entries walked in their
 * summary's order by its index (`avis_resume_ecart_idx`, `avis_resume_moyenne_idx`, migration
 * 0046: only rows with a counted score), each joined to its entry by key and kept when the filter
 * keeps it; then the entries with no counted score (for the reader), in the entries' order. Each
 * part stops after `skip + take` rows, and the page is taken from the two: an entry nobody scored
 * sorts last whatever the direction, as in the other sorts' "nulls last". A manager who declared a
 * conflict with an entry sees it among the unscored, so its place tells them nothing.
 */

/** The columns `inboxPageSql` reads of its inner entries, with the sort keys as `k1`, `k2`. */
const COLUMNS = sql`i."Id" as "IdInscription", i."Numero", i."IdFilm", i."IdCampagneSection", i."Statut",
  i."StatutPublie", i."DateSoumission"`;

export function scoreSortedEntriesSql(options: {
  festivalId: number;
  filter: InboxFilter;
  reader: InboxReader | undefined;
  where: SQL;
  skip: number;
  take: number;
}): SQL {
  const { filter, where } = options;
  const descending = filter.descending ?? false;
  const byMean = filter.sort === 'scoreMean';
  // No counted score is null in the first part: its order is the index's, read forward when
  // descending and backward when ascending ("desc nulls last" read backward is "asc nulls first").
  const dir = (key: string) => sql.raw(descending ? `${key} desc nulls last` : `${key} asc nulls first`);
  const idDir = sql.raw(descending ? 'desc' : 'asc');
  const member = options.reader?.conflictedMember ?? null;
  const notConflicted =
    member === null ? sql`` : sql` and not ${conflictedSql(sql`${member}`, sql`i."IdFilm"`)}`;
  const keys = byMean ? sql`sc."Moyenne" as "k1"` : sql`sc."Ecart" as "k1", sc."Moyenne" as "k2"`;
  const noKeys = byMean ? sql`null::float8 as "k1"` : sql`null::int as "k1", null::float8 as "k2"`;
  const scoredOrder = byMean
    ? sql`${dir('sc."Moyenne"')}, ${dir('sc."IdInscription"')}`
    : sql`${dir('sc."Ecart"')}, ${dir('sc."Moyenne"')}, ${dir('sc."IdInscription"')}`;
  const pageOrder = byMean
    ? sql`"k1" ${idDir} nulls last, "IdInscription" ${idDir}`
    : sql`"k1" ${idDir} nulls last, "k2" ${idDir} nulls last, "IdInscription" ${idDir}`;
  const upTo = options.skip + options.take;
  return sql`select * from (
      (select ${COLUMNS}, ${keys}
        from "avis_resume" sc join "inscription" i on i."Id" = sc."IdInscription"
        where sc."Nombre" > 0 and ${where}${notConflicted}
        order by ${scoredOrder}
        limit ${upTo})
      union all
      (select ${COLUMNS}, ${noKeys}
        ${INBOX_FROM}
        where ${where}
          and (not exists (select 1 from "avis_resume" sc where sc."IdInscription" = i."Id" and sc."Nombre" > 0)${
            member === null ? sql`` : sql` or ${conflictedSql(sql`${member}`, sql`i."IdFilm"`)}`
          })
        order by i."Id" ${idDir}
        limit ${upTo})
    ) scored
    order by ${pageOrder}
    limit ${options.take} offset ${options.skip}`;
}
