import { festivalTimeZone } from '@shortlist/domain/festivals/festival-time-zone';

/**
 * The time zone a festival's card and page count days in: the stored `FuseauHoraire`, which the
 * directory's SQL reads too (directory-sql.ts), so a card never disagrees with the list it is
 * in. A festival written since the last start without one (the start-up fill has not seen it)
 * falls back to the same rule computed here, from its country and position.
 */
export function festivalZone(row: {
  FuseauHoraire: string | null;
  Iso2: string | null | undefined;
  GpsLatitude: number | null;
  GpsLongitude: number | null;
}): string {
  return (
    row.FuseauHoraire ??
    festivalTimeZone({ iso2: row.Iso2, latitude: row.GpsLatitude, longitude: row.GpsLongitude })
  );
}
