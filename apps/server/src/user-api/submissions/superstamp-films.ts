import type { Db } from '@shortlist/db/client';
import { film } from '@shortlist/db/schema/films';
import { superStampRuns } from '@shortlist/domain/orders/superstamp-period';
import { inArray } from 'drizzle-orm';

/**
 * Of the given films (already the account's), those whose SuperStamp runs at `now`: the panel
 * prices their entries with the basket's SuperStamp formula (20 % off, no platform fee, issue 15).
 */
export async function loadSuperStampFilms(
  db: Db,
  options: { filmIds: readonly number[]; now: Date },
): Promise<number[]> {
  if (options.filmIds.length === 0) return [];
  const rows = await db
    .select({ Id: film.Id, until: film.DateExpirationSuperTimbre })
    .from(film)
    .where(inArray(film.Id, [...options.filmIds]));
  return rows
    .filter((row) => superStampRuns(row.until, options.now))
    .map((row) => row.Id)
    .sort((a, b) => a - b);
}
