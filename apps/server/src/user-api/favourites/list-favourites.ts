import type { Db } from '@shortlist/db/client';
import { favori } from '@shortlist/db/schema/favourites';
import { desc, eq } from 'drizzle-orm';

/** The user's favourite festival ids, most recently added first. */
export async function listFavourites(db: Db, options: { accountId: number }): Promise<number[]> {
  const rows = await db
    .select({ IdFestival: favori.IdFestival })
    .from(favori)
    .where(eq(favori.IdCompte, options.accountId))
    .orderBy(desc(favori.DateCreation), desc(favori.IdFestival));
  return rows.map((row) => row.IdFestival);
}
