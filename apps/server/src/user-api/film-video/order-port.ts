import type { Db } from '@shortlist/db/client';
import { filmVideo } from '@shortlist/db/schema/film-videos';
import { inscription } from '@shortlist/db/schema/submissions';
import {
  extensionAfterSubmission,
  extensionAfterSuperStamp,
  extensionAfterSuperStampRefund,
  videoLimitDate,
} from '@shortlist/domain/media/video-retention';
import { SUBMISSION_STATUS } from '@shortlist/domain/submissions/submission-status';
import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';

// What the order service (`order-api/`) changes of the film-video area: how long a film's
// videos are kept when an order sends entries or activates a SuperStamp, and when a refund takes
// the SuperStamp back (docs/architecture.md "When an order is paid").

/** Why storage is extended (spec §1): an entry sent to a festival, or a SuperStamp paid. */
export type RetentionCause = 'submission' | 'superStamp';

/**
 * Extends the storage of the films' videos (film video and trailer) in the caller's transaction,
 * by the rules of `@shortlist/domain/media/video-retention`: a submission keeps stored videos at
 * least 2 months after `now`, a SuperStamp one year past their current limit. A SuperStamp is
 * bought for the film, not for today's file: it also extends a row whose file the expiry job
 * deleted, so the file uploaded again inherits the year (an upload keeps `DateProlongation`); a
 * film with no video row at all inherits at upload (`finishVideoUpload`). A deleted file is never
 * brought back (it has to be uploaded again, spec §4). One read and one write per video (at most
 * two per film). Returns how many videos were extended.
 */
export async function extendVideoRetention(
  tx: Db,
  options: { filmIds: readonly number[]; cause: RetentionCause; now: Date },
): Promise<number> {
  const filmIds = [...new Set(options.filmIds)];
  if (filmIds.length === 0) return 0;
  const videos = await tx
    .select({
      Id: filmVideo.Id,
      DateExpiration: filmVideo.DateExpiration,
      DateProlongation: filmVideo.DateProlongation,
    })
    .from(filmVideo)
    .where(
      and(
        inArray(filmVideo.IdFilm, filmIds),
        options.cause === 'superStamp' ? undefined : isNotNull(filmVideo.Fichier),
      ),
    )
    .orderBy(filmVideo.Id)
    .for('update');
  let extended = 0;
  for (const video of videos) {
    const next =
      options.cause === 'superStamp'
        ? extensionAfterSuperStamp(video, options.now)
        : extensionAfterSubmission(video.DateProlongation, options.now);
    if (video.DateProlongation?.getTime() === next.getTime()) continue;
    const before = videoLimitDate(video)?.getTime() ?? 0;
    const moved = (videoLimitDate({ ...video, DateProlongation: next })?.getTime() ?? 0) > before;
    // A warning sent was about the old limit; when the limit moves, one is due before the new one.
    await tx
      .update(filmVideo)
      .set({ DateProlongation: next, ...(moved ? { DateAvertissement: null } : {}) })
      .where(eq(filmVideo.Id, video.Id));
    extended += 1;
  }
  return extended;
}

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
