import type { Db } from '@shortlist/db/client';
import { avis } from '@shortlist/db/schema/festival-reviews';
import type { EntryReviews, ReviewRequest } from '@shortlist/domain/festival-space/review-contracts';
import { isOnScale, REVIEW_TAGS, watchedEnoughToScore } from '@shortlist/domain/festival-space/review-rules';
import { AppError } from '../../platform/errors.ts';
import { requireVisibleEntry } from './entry-access.ts';
import { filmWatchedPercent, isConflicted, readEntryReviews } from './entry-reviews.ts';
import { lockJurySettings } from './jury-settings.ts';

/**
 * `PUT entries/{IdInscription}/review` (issue 34): the caller, any member of the entry's festival
 * (404 otherwise), writes their review. Steps, in one transaction: the festival's jury settings,
 * shared (a change of scale waits); a member with a conflict on the film is refused (409
 * `REVIEW_CONFLICT_OF_INTEREST`: their score would be void); a score must be on the scale (400
 * `REVIEW_SCORE_OFF_SCALE`) and given once the caller watched the film past the threshold (409
 * `REVIEW_NOT_WATCHED`; docs/decisions.md "Reviews, scores and blind mode": refused rather than kept
 * uncounted); then the one review of (entry, member) written, new or replaced (the unique index
 * keeps one when two saves race: the last wins whole).
 */
export async function saveReview(
  db: Db,
  options: { accountId: number; entryId: number; request: ReviewRequest; now: Date },
): Promise<EntryReviews> {
  const { request, now } = options;
  const { entry, membership } = await requireVisibleEntry(db, options);
  return db.transaction(async (tx) => {
    const settings = await lockJurySettings(tx, { festivalId: entry.IdFestival, mode: 'share' });
    if (await isConflicted(tx, { memberId: membership.IdMembre, filmId: entry.IdFilm }))
      throw new AppError('REVIEW_CONFLICT_OF_INTEREST');
    if (request.score !== null) {
      if (!isOnScale(request.score, settings.scale)) throw new AppError('REVIEW_SCORE_OFF_SCALE');
      const watched = await filmWatchedPercent(tx, { entryId: entry.Id, accountId: membership.IdCompte });
      if (!watchedEnoughToScore(watched, settings.watchThreshold)) throw new AppError('REVIEW_NOT_WATCHED');
    }
    const values = {
      Note: request.score,
      Commentaire: request.note?.trim() ? request.note.trim() : null,
      // Each tag once, in the list's order.
      Motifs: REVIEW_TAGS.filter((tag) => request.tags.includes(tag)),
      DateModification: now,
    };
    await tx
      .insert(avis)
      .values({ IdInscription: entry.Id, IdMembre: membership.IdMembre, ...values })
      .onConflictDoUpdate({ target: [avis.IdInscription, avis.IdMembre], set: values });
    return readEntryReviews(tx, { entry, membership });
  });
}
