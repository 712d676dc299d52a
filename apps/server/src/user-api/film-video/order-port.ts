import type { Db } from '@shortlist/db/client';
import { filmVideo } from '@shortlist/db/schema/film-videos';
import { inscription } from '@shortlist/db/schema/submissions';
import {
  type RetentionEntry,
  retentionAnswer,
  screenerRetention,
} from '@shortlist/domain/media/screener-retention';
import type { VideoRetentionAnswer } from '@shortlist/domain/media/video-contracts';
import {
  extensionAfterSuperStamp,
  extensionAfterSuperStampRefund,
  videoLimitDate,
} from '@shortlist/domain/media/video-retention';
import { SUBMISSION_STATUS } from '@shortlist/domain/submissions/submission-status';
import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';

import { retentionEntriesByFilm } from '../../shared-kernel/retention-entries.ts';

// What the order service (`order-api/`) changes of the film-video area: how long a film's
// videos are kept when an order activates a SuperStamp, and when a refund takes it back (docs/architecture.md "When an order is paid").

/**
 * Extends the storage of the films' stored videos (film video and trailer) by a paid SuperStamp,
 * in the caller's transaction, by the rules of `@shortlist/domain/media/video-retention`: one year
 * past their current limit. Only a row that holds a file (issue 32): a SuperStamp never extends a
 * video that has none (deleted by the expiry job, or a Vimeo reference); a file uploaded later
 * while the film's SuperStamp runs is kept to its end (`extensionAtUpload`, in
 * `finishVideoUpload`). Entries sent by the order extend nothing here: the film's sent entries
 * are read with the video wherever its limit is needed (`screenerRetention`). One read and one
 * write per video (at most two per film). Returns how many videos were extended.
 */
export async function extendVideoRetention(
  tx: Db,
  options: { filmIds: readonly number[]; now: Date },
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
    .where(and(inArray(filmVideo.IdFilm, filmIds), isNotNull(filmVideo.Fichier)))
    .orderBy(filmVideo.Id)
    .for('update');
  let extended = 0;
  for (const video of videos) {
    const next = extensionAfterSuperStamp(video, options.now);
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

/**
 * What the basket says beside each entry (issue 32): until when and why its film's stored video
 * would be kept once that entry is sent, with the film's entries already sent
 * (`screenerRetention`). Null for an entry whose film has no stored file (a Vimeo reference is
 * never deleted; a missing screener is the basket check's warning). Two queries for the basket.
 */
export async function basketVideoRetention(
  db: Db,
  options: { entries: readonly { IdInscription: number; IdFilm: number }[]; now: Date },
): Promise<Map<number, VideoRetentionAnswer | null>> {
  const answers = new Map<number, VideoRetentionAnswer | null>();
  if (options.entries.length === 0) return answers;
  const filmIds = [...new Set(options.entries.map((entry) => entry.IdFilm))];
  const [videos, entriesOf] = await Promise.all([
    db
      .select({
        IdFilm: filmVideo.IdFilm,
        DateExpiration: filmVideo.DateExpiration,
        DateProlongation: filmVideo.DateProlongation,
        DateAvertissement: filmVideo.DateAvertissement,
      })
      .from(filmVideo)
      .where(
        and(
          inArray(filmVideo.IdFilm, filmIds),
          eq(filmVideo.TypeVideo, 'film'),
          isNotNull(filmVideo.Fichier),
        ),
      ),
    retentionEntriesByFilm(db, filmIds, { including: options.entries.map((entry) => entry.IdInscription) }),
  ]);
  for (const item of options.entries) {
    const video = videos.find((row) => row.IdFilm === item.IdFilm);
    if (!video) {
      answers.set(item.IdInscription, null);
      continue;
    }
    // The film's sent entries, and this one as if sent; the basket's others are not sent yet.
    const entries: RetentionEntry[] = (entriesOf.get(item.IdFilm) ?? []).flatMap((entry) =>
      entry.IdInscription === item.IdInscription
        ? [{ ...entry, StatutPublie: SUBMISSION_STATUS.sent }]
        : entry.StatutPublie === SUBMISSION_STATUS.notFinished
          ? []
          : [entry],
    );
    answers.set(item.IdInscription, retentionAnswer(screenerRetention({ video, entries, now: options.now })));
  }
  return answers;
}
