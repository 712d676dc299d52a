import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import type { DeadlineCalendar } from '@shortlist/domain/favourites/api-contracts';
import { eq } from 'drizzle-orm';
import { getDeadlineCalendar } from './get-deadline-calendar.ts';

/** The private feed address stops working; the feed has no address until a new one is asked for. */
export async function revokeCalendarToken(
  db: Db,
  options: { accountId: number; publicUrl: string },
): Promise<DeadlineCalendar> {
  await db.update(compte).set({ JetonCalendrier: null }).where(eq(compte.Id, options.accountId));
  return getDeadlineCalendar(db, options);
}
