import type { Db } from '@shortlist/db/client';
import { filmVideo } from '@shortlist/db/schema/film-videos';
import { inscription } from '@shortlist/db/schema/submissions';
import { extensionAfterSuperStampRefund, videoLimitDate } from '@shortlist/domain/media/video-retention';
import { SUBMISSION_STATUS } from '@shortlist/domain/submissions/submission-status';
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';

/**
 * A refunded SuperStamp takes back the storage year it gave the film's videos (film video and
 * trailer), in the caller's (the refund's) transaction: `DateProlongation` loses the year but
 * keeps the extensions still standing, the film's entries still sent (cancelled ones, such as
 * those the refund just withdrew, give nothing) and the SuperStamp still running after the refund
 * (`superStampUntil`, from `shortenFilmSuperStamp`). The rules are
 * `extensionAfterSuperStampRefund` of `@shortlist/domain/media/video-retention`. A limit that
 * moves drops the expiry warning already sent, so the daily pass warns before the new limit.
 * Rows are locked like the extension's. Returns how many videos changed.
 */
export async function withdrawSuperStampRetention(
  tx: Db,
  options: { filmId: number; superStampUntil: Date | null },
): Promise<number> {
  const videos = await tx
    .select({
      Id: filmVideo.Id,
      DateExpiration: filmVideo.DateExpiration,
      DateProlongation: filmVideo.DateProlongation,
    })
    .from(filmVideo)
    .where(eq(filmVideo.IdFilm, options.filmId))
    .orderBy(filmVideo.Id)
    .for('update');
  if (videos.every((video) => video.DateProlongation === null)) return 0;
  const entries = await tx
    .select({ DateSoumission: inscription.DateSoumission })
    .from(inscription)
    .where(
      and(
        eq(inscription.IdFilm, options.filmId),
        isNotNull(inscription.DateSoumission),
        ne(inscription.Statut, SUBMISSION_STATUS.notFinished),
        sql`(${inscription.Statut} & ${SUBMISSION_STATUS.cancelled}) = 0`,
      ),
    );
  const remaining = {
    submittedAt: entries.flatMap((entry) => (entry.DateSoumission ? [entry.DateSoumission] : [])),
    superStampUntil: options.superStampUntil,
  };
  let changed = 0;
  for (const video of videos) {
    const next = extensionAfterSuperStampRefund(video.DateProlongation, remaining);
    if (video.DateProlongation?.getTime() === next?.getTime()) continue;
    const moved =
      videoLimitDate({ ...video, DateProlongation: next })?.getTime() !== videoLimitDate(video)?.getTime();
    await tx
      .update(filmVideo)
      .set({ DateProlongation: next, ...(moved ? { DateAvertissement: null } : {}) })
      .where(eq(filmVideo.Id, video.Id));
    changed += 1;
  }
  return changed;
}
