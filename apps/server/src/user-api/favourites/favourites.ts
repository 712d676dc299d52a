import type { Db } from '@shortlist/db/client';
import { favori } from '@shortlist/db/schema/favourites';
import { festival } from '@shortlist/db/schema/festivals';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';

/** The user's favourite festival ids, most recently added first. */
export async function listFavourites(db: Db, accountId: number): Promise<number[]> {
  const rows = await db
    .select({ IdFestival: favori.IdFestival })
    .from(favori)
    .where(eq(favori.IdCompte, accountId))
    .orderBy(desc(favori.DateCreation), desc(favori.IdFestival));
  return rows.map((row) => row.IdFestival);
}

/** Adds a favourite; adding it again changes nothing. An unknown festival is FESTIVAL_NOT_FOUND. */
export async function addFavourite(db: Db, accountId: number, festivalId: number): Promise<void> {
  const [known] = await db.select({ Id: festival.Id }).from(festival).where(eq(festival.Id, festivalId));
  if (!known) throw new AppError('FESTIVAL_NOT_FOUND');
  await db.insert(favori).values({ IdCompte: accountId, IdFestival: festivalId }).onConflictDoNothing();
}

/** Removes one of the user's own favourites; removing one that is not there changes nothing. */
export async function removeFavourite(db: Db, accountId: number, festivalId: number): Promise<void> {
  await db.delete(favori).where(and(eq(favori.IdCompte, accountId), eq(favori.IdFestival, festivalId)));
}

/** Which of `festivalIds` the user has among their favourites (for the cards' hearts). */
export async function favouritesAmong(
  db: Db,
  accountId: number,
  festivalIds: number[],
): Promise<Set<number>> {
  if (festivalIds.length === 0) return new Set();
  const rows = await db
    .select({ IdFestival: favori.IdFestival })
    .from(favori)
    .where(and(eq(favori.IdCompte, accountId), inArray(favori.IdFestival, [...new Set(festivalIds)])));
  return new Set(rows.map((row) => row.IdFestival));
}
