import type { Db } from '@shortlist/db/client';
import { sql } from 'drizzle-orm';
import { BENCH_ENTRIES } from './generate-entries.ts';

/**
 * Reviews as a festival holds them mid-season (issue 34, the inbox sorted by disagreement): two
 * entries in three scored by two or three of the festival's members, on the default 1-5 scale,
 * their scores spread so that every spread from 0 to 4 occurs. Set-based: a second or so.
 */
export async function generateReviews(db: Db, options: { now: Date; festivalId: number }) {
  await db.execute(sql`insert into "avis" ("IdInscription", "IdMembre", "Note", "DateModification")
    select i, m."Id", 1 + (i * 7 + m.rn * 3) % 5, ${options.now}
    from generate_series(1, ${BENCH_ENTRIES}) i,
    (select "Id", row_number() over (order by "Id") as rn from "membre_festival"
      where "IdFestival" = ${options.festivalId}) m
    where i % 3 <> 0 and m.rn <= 2 + i % 2`);
  // As autovacuum leaves a live database: the score summary's rows (migration 0047) were
  // rewritten once per review inserted.
  await db.execute(sql`vacuum analyze "avis", "avis_resume"`);
}
