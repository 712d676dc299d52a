import type { Db } from '@shortlist/db/client';
import { favori } from '@shortlist/db/schema/favourites';
import { festival } from '@shortlist/db/schema/festivals';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';

/** Adds a favourite; adding it again changes nothing. An unknown festival is FESTIVAL_NOT_FOUND. */
export async function addFavourite(
  db: Db,
  options: { accountId: number; festivalId: number },
): Promise<void> {
  const [known] = await db
    .select({ Id: festival.Id })
    .from(festival)
    .where(eq(festival.Id, options.festivalId));
  if (!known) throw new AppError('FESTIVAL_NOT_FOUND');
  await db
    .insert(favori)
    .values({ IdCompte: options.accountId, IdFestival: options.festivalId })
    .onConflictDoNothing();
}
