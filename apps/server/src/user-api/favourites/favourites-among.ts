import type { Db } from '@shortlist/db/client';
import { favori } from '@shortlist/db/schema/favourites';
import { and, eq, inArray } from 'drizzle-orm';

/**
 * Which of `festivalIds` the user has among their favourites: the hearts of the festival cards.
 * The favourites area's answer to the festivals area, wired in `user-api/routes.ts` so festivals
 * never imports this area.
 */
export async function favouritesAmong(
  db: Db,
  options: { accountId: number; festivalIds: number[] },
): Promise<Set<number>> {
  if (options.festivalIds.length === 0) return new Set();
  const rows = await db
    .select({ IdFestival: favori.IdFestival })
    .from(favori)
    .where(
      and(
        eq(favori.IdCompte, options.accountId),
        inArray(favori.IdFestival, [...new Set(options.festivalIds)]),
      ),
    );
  return new Set(rows.map((row) => row.IdFestival));
}
