import type { Db } from '@shortlist/db/client';
import { calendrierFavoris } from '@shortlist/db/schema/favourites';
import type { DeadlineCalendar } from '@shortlist/domain/favourites/api-contracts';
import { eq } from 'drizzle-orm';
import { getDeadlineCalendar } from './get-deadline-calendar.ts';

/** The private feed address stops working; the feed has no address until a new one is asked for. */
export async function revokeCalendarToken(
  db: Db,
  options: { accountId: number; publicUrl: string },
): Promise<DeadlineCalendar> {
  // Without a settings row there is no address to revoke.
  await db
    .update(calendrierFavoris)
    .set({ JetonCalendrier: null })
    .where(eq(calendrierFavoris.IdCompte, options.accountId));
  return getDeadlineCalendar(db, options);
}
