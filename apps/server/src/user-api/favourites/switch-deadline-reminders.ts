import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import type { DeadlineCalendar } from '@shortlist/domain/favourites/api-contracts';
import { eq } from 'drizzle-orm';
import { getDeadlineCalendar } from './get-deadline-calendar.ts';

/** `compte/rappels-favoris`: deadline reminder emails on or off. */
export async function switchDeadlineReminders(
  db: Db,
  options: { accountId: number; on: boolean; publicUrl: string },
): Promise<DeadlineCalendar> {
  await db.update(compte).set({ IsRappelEcheance: options.on }).where(eq(compte.Id, options.accountId));
  return getDeadlineCalendar(db, options);
}
