import type { Db } from '@shortlist/db/client';
import { film } from '@shortlist/db/schema/films';
import { addMonths } from '@shortlist/domain/media/video-retention';
import { superStampEnd } from '@shortlist/domain/orders/superstamp-period';
import { eq } from 'drizzle-orm';

/**
 * What the order service changes on a film when one of its SuperStamps is paid (issue 15), in the
 * caller's transaction: `DateExpirationSuperTimbre` moves `months` on from the running
 * SuperStamp's end, or from `now` when none runs. The film's row is locked so two orders paid at
 * once for the same film add up. Returns the new end, or null when the film no longer exists.
 */
export async function extendFilmForSuperStamp(
  tx: Db,
  options: { filmId: number; months: number; now: Date },
): Promise<Date | null> {
  const [row] = await tx
    .select({ until: film.DateExpirationSuperTimbre })
    .from(film)
    .where(eq(film.Id, options.filmId))
    .for('update');
  if (!row) return null;
  const until = superStampEnd(row.until, options.now, options.months);
  await tx.update(film).set({ DateExpirationSuperTimbre: until }).where(eq(film.Id, options.filmId));
  return until;
}

/**
 * A paid SuperStamp is refunded: the film's end moves `months` back, and a SuperStamp that would
 * then have ended by `now` is gone (null). The row is locked like the extension's.
 */
export async function shortenFilmSuperStamp(
  tx: Db,
  options: { filmId: number; months: number; now: Date },
): Promise<Date | null> {
  const [row] = await tx
    .select({ until: film.DateExpirationSuperTimbre })
    .from(film)
    .where(eq(film.Id, options.filmId))
    .for('update');
  if (!row?.until) return null;
  const shortened = addMonths(row.until, -options.months);
  const until = shortened.getTime() > options.now.getTime() ? shortened : null;
  await tx.update(film).set({ DateExpirationSuperTimbre: until }).where(eq(film.Id, options.filmId));
  return until;
}
