import type { Db } from '@shortlist/db/client';
import { film } from '@shortlist/db/schema/films';
import { panierArticle } from '@shortlist/db/schema/orders';
import { superStampRuns } from '@shortlist/domain/orders/superstamp-period';
import { and, eq, inArray } from 'drizzle-orm';

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
  const filmIds = [...options.filmIds];
  const [rows, waiting] = await Promise.all([
    db
      .select({ Id: film.Id, until: film.DateExpirationSuperTimbre })
      .from(film)
      .where(inArray(film.Id, filmIds)),
    db
      .select({ Id: panierArticle.IdFilm })
      .from(panierArticle)
      .where(and(eq(panierArticle.IdCompte, options.accountId), inArray(panierArticle.IdFilm, filmIds))),
  ]);
  const running = rows.filter((row) => superStampRuns(row.until, options.now)).map((row) => row.Id);
  const inBasket = waiting.flatMap((row) => (row.Id === null ? [] : [row.Id]));
  return [...new Set([...running, ...inBasket])].sort((a, b) => a - b);
}
