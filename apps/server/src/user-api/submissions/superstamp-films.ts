import type { Db } from '@shortlist/db/client';
import { film } from '@shortlist/db/schema/films';
import { superStampRuns } from '@shortlist/domain/orders/superstamp-period';
import { inArray, sql } from 'drizzle-orm';

/**
 * Of the given films, those the basket prices with the SuperStamp formula (20 % off, no platform
 * fee, issue 15): a SuperStamp runs at `now`, or one for the film waits in the account's basket
 * (issue 32: the basket covers such a film's entries, `defaultFormula`, so the panel says the
 * same price).
 */
export async function loadSuperStampFilms(
  db: Db,
  options: { accountId: number; filmIds: readonly number[]; now: Date },
): Promise<number[]> {
  if (options.filmIds.length === 0) return [];
  // One query (the panels count theirs): the film's SuperStamp and whether one waits in the basket.
  const rows = await db
    .select({
      Id: film.Id,
      until: film.DateExpirationSuperTimbre,
      // Spelled out: in a one-table select the ORM leaves columns unqualified, and a bare "Id"
      // would be the basket line's own inside the subquery.
      waiting: sql<boolean>`exists (select 1 from "panier_article" pa where pa."IdCompte" = ${options.accountId} and pa."IdFilm" = "film"."Id")`,
    })
    .from(film)
    .where(inArray(film.Id, [...options.filmIds]));
  return rows
    .filter((row) => row.waiting || superStampRuns(row.until, options.now))
    .map((row) => row.Id)
    .sort((a, b) => a - b);
}
