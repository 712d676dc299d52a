import { isArchived, isComplete } from '../films/film-status.ts';
import type { EligibilityReason } from './eligibility-codes.ts';
import type { EligibilityFilm } from './eligibility-input.ts';
import { isoDay, reason } from './reason.ts';
import { isVideoExpired, videoLimitDate } from './video-expiry.ts';

/**
 * What keeps a film out of every section (spec §8): archived (deleted by its owner but kept for
 * the festivals that received it), incomplete (the completeness rule of `film-status.ts`, kept
 * in `Statut`), no film video, or a video past its storage limit (spec §1: "once expired the
 * film cannot be submitted until uploaded again").
 */
export function filmReasons(film: EligibilityFilm, now: Date): EligibilityReason[] {
  const reasons: EligibilityReason[] = [];
  if (isArchived(film.Statut)) reasons.push(reason('ELIGIBILITY_FILM_ARCHIVED'));
  if (!isComplete(film.Statut)) reasons.push(reason('ELIGIBILITY_FILM_INCOMPLETE'));
  if (film.video === null) {
    reasons.push(reason('ELIGIBILITY_VIDEO_MISSING'));
  } else if (isVideoExpired(film.video, now)) {
    reasons.push(reason('ELIGIBILITY_VIDEO_EXPIRED', { date: isoDay(videoLimitDate(film.video)!) }));
  }
  return reasons;
}
