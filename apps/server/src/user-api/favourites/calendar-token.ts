import { randomBytes } from 'node:crypto';
import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import type { DeadlineCalendar } from '@shortlist/domain/favourites/api-contracts';
import { eq } from 'drizzle-orm';

/** The public path of a feed; calendar applications need the `.ics` name. */
export function feedUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/public/calendrier-favoris/${token}.ics`;
}

export async function deadlineCalendar(
  db: Db,
  accountId: number,
  publicUrl: string,
): Promise<DeadlineCalendar> {
  const [row] = await db
    .select({ JetonCalendrier: compte.JetonCalendrier, IsRappelEcheance: compte.IsRappelEcheance })
    .from(compte)
    .where(eq(compte.Id, accountId));
  return {
    Url: row?.JetonCalendrier ? feedUrl(publicUrl, row.JetonCalendrier) : null,
    IsRappelEcheance: row?.IsRappelEcheance ?? true,
  };
}

/** A new private address; the previous one (if any) stops working at once. */
export async function renewCalendarToken(db: Db, accountId: number): Promise<void> {
  await db
    .update(compte)
    .set({ JetonCalendrier: randomBytes(24).toString('base64url') })
    .where(eq(compte.Id, accountId));
}

export async function revokeCalendarToken(db: Db, accountId: number): Promise<void> {
  await db.update(compte).set({ JetonCalendrier: null }).where(eq(compte.Id, accountId));
}

export async function setDeadlineReminders(db: Db, accountId: number, on: boolean): Promise<void> {
  await db.update(compte).set({ IsRappelEcheance: on }).where(eq(compte.Id, accountId));
}
