import type { Db } from '@shortlist/db/client';
import { festivalTimeZone } from '@shortlist/domain/festivals/festival-time-zone';
import { zonedIsoDay } from '@shortlist/i18n/deadline-format';
import { type SQL, sql } from 'drizzle-orm';
import { publicCall } from '../../shared-kernel/public-call-sql.ts';

/** One closing or extension event of a section of a user's favourite festival. */
export type FavouriteDeadline = {
  IdCompte: number;
  IdFestival: number;
  NomFestival: string;
  IdLibelleSection: number;
  IdSection: number;
  /** `closing` (the deadline) or `extension` (an extended deadline). */
  TypeEvent: 'closing' | 'extension';
  /** The festival's own name of this deadline ("Early deadline", "Late deadline"), if it gave one. */
  IdLibelleEvent: number | null;
  DateEvent: Date;
  Prix: number;
  Devise: string;
  IsPayant: boolean;
  /** The festival's IANA time zone (from its city): the deadline's day and time are read in it. */
  timeZone: string;
};

type DeadlineRow = Omit<FavouriteDeadline, 'DateEvent' | 'timeZone'> & {
  DateEvent: Date | string;
  Iso2: string | null;
  GpsLatitude: number | null;
  GpsLongitude: number | null;
};

/**
 * Deadlines (closing and extension events) between `from` and `to` of the favourite festivals of
 * the accounts `who` selects, in campaigns that are open or being prepared (a closed campaign's
 * dates no longer matter). Sorted by date, festival, section order. `who` may read the account
 * (`co`) and its deadline-calendar settings (`cf`, null when the account has no row).
 */
export async function favouriteDeadlines(
  db: Db,
  options: { who: SQL; from: Date; to: Date },
): Promise<FavouriteDeadline[]> {
  const { rows } = await db.execute<DeadlineRow>(sql`
    select fa."IdCompte", f."Id" as "IdFestival", f."Nom" as "NomFestival", s."IdLibelle" as "IdLibelleSection",
           p."Iso2", f."GpsLatitude", f."GpsLongitude",
           s."Id" as "IdSection", e."Type" as "TypeEvent", e."IdLibelleEvent", e."DateEvent", e."Prix", cs."Devise", cs."IsPayant"
    from "favori" fa
    join "compte" co on co."Id" = fa."IdCompte"
    left join "calendrier_favoris" cf on cf."IdCompte" = fa."IdCompte"
    join "festival" f on f."Id" = fa."IdFestival"
    join "pays" p on p."Id" = f."IdPays"
    join "campagne" c on c."IdFestival" = f."Id" and c."StatutCampagne" <> 'closed' and ${publicCall('c')}
    join "campagne_section" cs on cs."IdCampagne" = c."Id" and cs."IsInscription"
    join "section" s on s."Id" = cs."IdSection"
    join "evenement" e on e."IdCampagneSection" = cs."Id" and e."Type" in ('closing', 'extension')
    where ${options.who} and e."DateEvent" >= ${options.from.toISOString()} and e."DateEvent" < ${options.to.toISOString()}
    order by e."DateEvent", f."Nom", f."Id", cs."Ordre", cs."Id"`);
  // PGlite and node-postgres both return timestamptz as Date, but be strict for the day maths.
  return rows.map(({ Iso2, GpsLatitude, GpsLongitude, ...row }) => ({
    ...row,
    DateEvent: new Date(row.DateEvent),
    timeZone: festivalTimeZone({ iso2: Iso2, latitude: GpsLatitude, longitude: GpsLongitude }),
  }));
}

export type DeadlineDay = {
  IdCompte: number;
  IdFestival: number;
  NomFestival: string;
  /** `YYYY-MM-DD` on the festival's calendar, where the deadline falls. */
  day: string;
  timeZone: string;
  deadlines: FavouriteDeadline[];
};

/** Groups deadlines per account, festival and day: one calendar entry or reminder each. */
export function groupByDay(deadlines: readonly FavouriteDeadline[]): DeadlineDay[] {
  const groups = new Map<string, DeadlineDay>();
  for (const deadline of deadlines) {
    const day = zonedIsoDay(deadline.DateEvent, deadline.timeZone);
    const key = `${deadline.IdCompte}|${deadline.IdFestival}|${day}`;
    const group = groups.get(key) ?? {
      IdCompte: deadline.IdCompte,
      IdFestival: deadline.IdFestival,
      NomFestival: deadline.NomFestival,
      day,
      timeZone: deadline.timeZone,
      deadlines: [],
    };
    group.deadlines.push(deadline);
    groups.set(key, group);
  }
  return [...groups.values()];
}
