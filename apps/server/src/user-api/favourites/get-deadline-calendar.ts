import type { Db } from '@shortlist/db/client';
import { calendrierFavoris } from '@shortlist/db/schema/favourites';
import type { DeadlineCalendar } from '@shortlist/domain/favourites/api-contracts';
import { eq } from 'drizzle-orm';

/** The public path of a feed; calendar applications need the `.ics` name. */
export function feedUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/public/calendrier-favoris/${token}.ics`;
}

/**
 * `compte/calendrier-favoris`: the private feed address (null until asked for) and the reminder
 * switch. An account that never changed them has no row: no address, reminders on.
 */
export async function getDeadlineCalendar(
  db: Db,
  options: { accountId: number; publicUrl: string },
): Promise<DeadlineCalendar> {
  const [row] = await db
    .select({
      JetonCalendrier: calendrierFavoris.JetonCalendrier,
      IsRappelEcheance: calendrierFavoris.IsRappelEcheance,
    })
    .from(calendrierFavoris)
    .where(eq(calendrierFavoris.IdCompte, options.accountId));
  return {
    Url: row?.JetonCalendrier ? feedUrl(options.publicUrl, row.JetonCalendrier) : null,
    IsRappelEcheance: row?.IsRappelEcheance ?? true,
  };
}
