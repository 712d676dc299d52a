import type { Db } from '@shortlist/db/client';
import { calendrierFavoris } from '@shortlist/db/schema/favourites';
import type { DeadlineCalendar } from '@shortlist/domain/favourites/api-contracts';
import { getDeadlineCalendar } from './get-deadline-calendar.ts';

/** `compte/rappels-favoris`: deadline reminder emails on or off. */
export async function switchDeadlineReminders(
  db: Db,
  options: { accountId: number; on: boolean; publicUrl: string },
): Promise<DeadlineCalendar> {
  const IsRappelEcheance = options.on;
  // The settings row may not exist yet; an upsert keeps two requests at once from colliding.
  await db
    .insert(calendrierFavoris)
    .values({ IdCompte: options.accountId, IsRappelEcheance })
    .onConflictDoUpdate({ target: calendrierFavoris.IdCompte, set: { IsRappelEcheance } });
  return getDeadlineCalendar(db, options);
}
