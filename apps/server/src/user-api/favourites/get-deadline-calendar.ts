import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import type { DeadlineCalendar } from '@shortlist/domain/favourites/api-contracts';
import { eq } from 'drizzle-orm';

/** The public path of a feed; calendar applications need the `.ics` name. */
export function feedUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/public/calendrier-favoris/${token}.ics`;
}

/** `compte/calendrier-favoris`: the private feed address (null until asked for) and the reminder switch. */
export async function getDeadlineCalendar(
  db: Db,
  options: { accountId: number; publicUrl: string },
): Promise<DeadlineCalendar> {
  const [row] = await db
    .select({ JetonCalendrier: compte.JetonCalendrier, IsRappelEcheance: compte.IsRappelEcheance })
    .from(compte)
    .where(eq(compte.Id, options.accountId));
  return {
    Url: row?.JetonCalendrier ? feedUrl(options.publicUrl, row.JetonCalendrier) : null,
    IsRappelEcheance: row?.IsRappelEcheance ?? true,
  };
}
