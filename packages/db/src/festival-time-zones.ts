import { festivalTimeZone } from '@shortlist/domain/festivals/festival-time-zone';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** One array parameter, as a PostgreSQL array literal (zone names have no quotes, but still). */
const textArray = (values: string[]) =>
  `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

type Unfilled = { Id: number; Iso2: string | null; GpsLatitude: number | null; GpsLongitude: number | null };

/**
 * Writes `festival."FuseauHoraire"` where it is null, from the festival's country and position
 * (`festivalTimeZone`, docs/decisions.md "Deadline times"): festivals from before migration 0011, or
 * written since without a zone. Run at every start (`seedDatabase`); rows already filled are
 * left alone, so a second run writes nothing. After a change to the zone rule, setting the
 * column back to null makes the next start recompute it. A zone the database does not know is
 * stored as UTC, so the directory's `at time zone` can never fail on it (a test checks that
 * every zone the rule can answer is known to PGlite and PostgreSQL). Two queries whatever the
 * number of festivals. Returns how many rows it filled.
 */
export async function fillFestivalTimeZones(db: Db): Promise<number> {
  const { rows } = await db.execute<Unfilled>(sql`
    select f."Id", p."Iso2", f."GpsLatitude", f."GpsLongitude"
    from "festival" f left join "pays" p on p."Id" = f."IdPays"
    where f."FuseauHoraire" is null`);
  if (rows.length === 0) return 0;
  const zones = rows.map((row) =>
    festivalTimeZone({ iso2: row.Iso2, latitude: row.GpsLatitude, longitude: row.GpsLongitude }),
  );
  const ids = `{${rows.map((row) => row.Id).join(',')}}`;
  const { rows: filled } = await db.execute<{ Id: number }>(sql`
    with v as (select * from unnest(${ids}::int[], ${textArray(zones)}::text[]) as v("Id", "Zone")),
      known as (select "name" from pg_timezone_names where "name" = any(${textArray([...new Set(zones)])}::text[]))
    update "festival" f
    set "FuseauHoraire" = case when v."Zone" in (select "name" from known) then v."Zone" else 'UTC' end
    from v
    where f."Id" = v."Id" and f."FuseauHoraire" is null
    returning f."Id"`);
  return filled.length;
}
