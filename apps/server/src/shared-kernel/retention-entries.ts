import type { Db } from '@shortlist/db/client';
import { campagne, campagneSection, evenement } from '@shortlist/db/schema/campaigns';
import { festival } from '@shortlist/db/schema/festivals';
import { inscription } from '@shortlist/db/schema/submissions';
import type { RetentionEntry } from '@shortlist/domain/media/screener-retention';
import { SUBMISSION_STATUS } from '@shortlist/domain/submissions/submission-status';
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';

/**
 * The films' sent entries as the retention rule reads them (`screenerRetention`): the status the
 * filmmaker sees, the section's latest result date and the call's closing (its `FermetureCampagne`,
 * else the section's last closing or extension). Read when needed rather than copied onto the
 * video: a festival may move its dates or publish its decisions at any time (see the rule's
 * module comment). Entries in the basket and cancelled ones are left out. One query for any
 * number of films.
 */
export async function retentionEntriesByFilm(
  db: Db,
  filmIds: readonly number[],
  options: {
    /** Entries read whatever their status (the basket's, to say what sending them would keep). */
    including?: readonly number[];
  } = {},
): Promise<Map<number, RetentionEntry[]>> {
  const byFilm = new Map<number, RetentionEntry[]>();
  const ids = [...new Set(filmIds)];
  if (ids.length === 0) return byFilm;
  const rows = await db
    .select({
      IdFilm: inscription.IdFilm,
      IdInscription: inscription.Id,
      StatutPublie: inscription.StatutPublie,
      festival: festival.Nom,
      resultAt:
        sql<Date | null>`(select max(e."DateEvent") from "evenement" e where e."IdCampagneSection" = ${campagneSection.Id} and e."Type" = 'result')`.mapWith(
          evenement.DateEvent,
        ),
      closingAt:
        sql<Date | null>`coalesce(${campagne.FermetureCampagne}, (select max(e."DateEvent") from "evenement" e where e."IdCampagneSection" = ${campagneSection.Id} and e."Type" in ('closing', 'extension')))`.mapWith(
          evenement.DateEvent,
        ),
    })
    .from(inscription)
    .innerJoin(campagneSection, eq(campagneSection.Id, inscription.IdCampagneSection))
    .innerJoin(campagne, eq(campagne.Id, campagneSection.IdCampagne))
    .innerJoin(festival, eq(festival.Id, campagne.IdFestival))
    .where(
      and(
        inArray(inscription.IdFilm, ids),
        or(
          and(
            ne(inscription.StatutPublie, SUBMISSION_STATUS.notFinished),
            sql`(${inscription.StatutPublie} & ${SUBMISSION_STATUS.cancelled}) = 0`,
          ),
          options.including?.length ? inArray(inscription.Id, [...options.including]) : undefined,
        ),
      ),
    )
    .orderBy(asc(inscription.Id));
  for (const row of rows) {
    const entries = byFilm.get(row.IdFilm) ?? [];
    entries.push({
      IdInscription: row.IdInscription,
      festival: row.festival,
      StatutPublie: row.StatutPublie,
      resultAt: row.resultAt ?? null,
      closingAt: row.closingAt ?? null,
    });
    byFilm.set(row.IdFilm, entries);
  }
  return byFilm;
}
