import { randomBytes } from 'node:crypto';
import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import type { DeadlineCalendar } from '@shortlist/domain/favourites/api-contracts';
import { eq } from 'drizzle-orm';
import { getDeadlineCalendar } from './get-deadline-calendar.ts';

/** A new private feed address; the previous one (if any) stops working at once. */
export async function renewCalendarToken(
  db: Db,
  options: { accountId: number; publicUrl: string },
): Promise<DeadlineCalendar> {
  await db
    .update(compte)
    .set({ JetonCalendrier: randomBytes(24).toString('base64url') })
    .where(eq(compte.Id, options.accountId));
  return getDeadlineCalendar(db, options);
}
