import type { Db } from '@shortlist/db/client';
import { favori } from '@shortlist/db/schema/favourites';
import { and, eq } from 'drizzle-orm';

/** Removes one of the user's own favourites; removing one that is not there changes nothing. */
export async function removeFavourite(
  db: Db,
  options: { accountId: number; festivalId: number },
): Promise<void> {
  await db
    .delete(favori)
    .where(and(eq(favori.IdCompte, options.accountId), eq(favori.IdFestival, options.festivalId)));
}
