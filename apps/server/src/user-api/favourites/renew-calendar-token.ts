import { randomBytes } from 'node:crypto';
import type { Db } from '@shortlist/db/client';
import { calendrierFavoris } from '@shortlist/db/schema/favourites';
import type { DeadlineCalendar } from '@shortlist/domain/favourites/api-contracts';
import { getDeadlineCalendar } from './get-deadline-calendar.ts';

/** A new private feed address; the previous one (if any) stops working at once. */
export async function renewCalendarToken(
  db: Db,
  options: { accountId: number; publicUrl: string },
): Promise<DeadlineCalendar> {
  const JetonCalendrier = randomBytes(24).toString('base64url');
  // The settings row may not exist yet; an upsert keeps two requests at once from colliding.
  await db
    .insert(calendrierFavoris)
    .values({ IdCompte: options.accountId, JetonCalendrier })
    .onConflictDoUpdate({ target: calendrierFavoris.IdCompte, set: { JetonCalendrier } });
  return getDeadlineCalendar(db, options);
}
