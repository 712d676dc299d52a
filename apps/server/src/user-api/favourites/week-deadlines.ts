import type { Db } from '@shortlist/db/client';
import { WEEK_DEADLINES_DAYS, type WeekDeadlines } from '@shortlist/domain/favourites/week-deadlines';
import { festivalTimeZone } from '@shortlist/domain/festivals/festival-time-zone';
import { festivalSmartName } from '@shortlist/domain/festivals/smart-name';
import { SUBMISSION_STATUS } from '@shortlist/domain/submissions/submission-status';
import { sql } from 'drizzle-orm';
import { publicCall } from '../../shared-kernel/public-call-sql.ts';

const DAY_MS = 86_400_000;

type Row = {
  IdFestival: number;
  Nom: string;
  Iso2: string | null;
  GpsLatitude: number | null;
  GpsLongitude: number | null;
  DateEvent: Date | string;
  TypeEvent: 'closing' | 'extension';
  sections: number | string;
  favourite: boolean;
  inBasket: boolean;
};

/**
 * `GET compte/favoris/echeances` (the dashboard's "deadlines this week"): the closings and
 * extended closings of the next 7 days at the festivals the account follows (its favourites) or
 * has an entry waiting in the basket for (not finished and not held by a payment), in campaigns
 * still taking entries or being prepared, as the favourites' calendar feed reads them. One query
 * whatever the number of favourites or entries; only the signed-in account's rows are read.
 * Sections of a festival closing at the same instant are one deadline.
 */
export async function weekDeadlines(
  db: Db,
  options: { accountId: number; now: Date },
): Promise<WeekDeadlines> {
  const { accountId, now } = options;
  const to = new Date(now.getTime() + WEEK_DEADLINES_DAYS * DAY_MS);
  const { rows } = await db.execute<Row>(sql`
    with followed as (
      select fa."IdFestival", true as favourite, false as "inBasket"
      from "favori" fa where fa."IdCompte" = ${accountId}
      union all
      select c."IdFestival", false, true
      from "inscription" i
      join "campagne_section" cs on cs."Id" = i."IdCampagneSection"
      join "campagne" c on c."Id" = cs."IdCampagne"
      where i."IdCompte" = ${accountId} and i."Statut" = ${SUBMISSION_STATUS.notFinished}
        and not i."IsPaiementAttente"
    ), festivals as (
      select "IdFestival", bool_or(favourite) as favourite, bool_or("inBasket") as "inBasket"
      from followed group by "IdFestival"
    )
    select f."Id" as "IdFestival", f."Nom", p."Iso2", f."GpsLatitude", f."GpsLongitude",
           e."DateEvent", e."Type" as "TypeEvent", count(distinct cs."Id") as sections,
           fo.favourite, fo."inBasket"
    from festivals fo
    join "festival" f on f."Id" = fo."IdFestival"
    join "pays" p on p."Id" = f."IdPays"
    join "campagne" c on c."IdFestival" = f."Id" and c."StatutCampagne" <> 'closed' and ${publicCall('c')}
    join "campagne_section" cs on cs."IdCampagne" = c."Id" and cs."IsInscription"
    join "evenement" e on e."IdCampagneSection" = cs."Id" and e."Type" in ('closing', 'extension')
    where e."DateEvent" >= ${now.toISOString()} and e."DateEvent" < ${to.toISOString()}
    group by f."Id", f."Nom", p."Iso2", f."GpsLatitude", f."GpsLongitude", e."DateEvent", e."Type",
             fo.favourite, fo."inBasket"
    order by e."DateEvent", f."Nom", f."Id", e."Type"`);
  return {
    deadlines: rows.map((row) => ({
      IdFestival: row.IdFestival,
      name: row.Nom,
      smartName: festivalSmartName(row.IdFestival, row.Nom),
      at: new Date(row.DateEvent).toISOString(),
      timeZone: festivalTimeZone({ iso2: row.Iso2, latitude: row.GpsLatitude, longitude: row.GpsLongitude }),
      kind: row.TypeEvent,
      sections: Number(row.sections),
      favourite: row.favourite,
      inBasket: row.inBasket,
    })),
  };
}
