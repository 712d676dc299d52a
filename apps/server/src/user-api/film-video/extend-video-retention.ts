import type { Db } from '@shortlist/db/client';
import { filmVideo } from '@shortlist/db/schema/film-videos';
import {
  extensionAfterSubmission,
  extensionAfterSuperStamp,
  videoLimitDate,
} from '@shortlist/domain/media/video-retention';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';

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
