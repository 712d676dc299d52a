import { calendarDaysLeft, EXPIRES_SOON_DAYS, isWithinSoonWindow } from '../expires-soon.ts';

/**
 * How long a film video is kept (spec §1 "Film video retention", §4 "Video expiry", §9):
 * a new upload is kept 2 months (`DateExpiration`); a SuperStamp extends it by one year
 * (`DateProlongation`); the limit is the later of the two. The film's sent entries keep it longer
 * still, read with the video rather than stored (`screener-retention.ts`, docs/decisions.md
 * "Screener retention"); the video is expired when its limit is before today, and then no
 * submission is possible until it is uploaded again.
 */

export type VideoRetention = {
  /** Months a new upload is kept (spec §9: 2). */
  uploadMonths: number;
  /**
   * Months a submission kept the video from its day before issue 32; still the floor a SuperStamp
   * refund leaves for the entries standing (`extensionAfterSuperStampRefund`).
   */
  submissionMonths: number;
  /** Months a SuperStamp extends storage (spec §9: one year). */
  superStampMonths: number;
  /** Days before the limit the owner is emailed (issue 13: 14, the expires-soon window). */
  warnDays: number;
};

export const DEFAULT_VIDEO_RETENTION: VideoRetention = {
  uploadMonths: 2,
  submissionMonths: 2,
  superStampMonths: 12,
  warnDays: EXPIRES_SOON_DAYS,
};

/** `date` plus whole months in UTC, clamped to the month's last day (31 Dec + 2 months = 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  target.setUTCHours(
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
    date.getUTCMilliseconds(),
  );
  return target;
}

const later = (a: Date | null, b: Date | null): Date | null => {
  if (!a) return b;
  if (!b) return a;
  return a.getTime() >= b.getTime() ? a : b;
};

/** `DateExpiration` of a video uploaded (or uploaded again) at `uploadedAt`. */
export function expiryAfterUpload(uploadedAt: Date, retention = DEFAULT_VIDEO_RETENTION): Date {
  return addMonths(uploadedAt, retention.uploadMonths);
}

/**
 * `DateProlongation` after a SuperStamp is used on `usedAt`: one year from the current limit
 * (or from `usedAt` when the video is already expired), so a SuperStamp never shortens storage.
 */
export function extensionAfterSuperStamp(
  video: { DateExpiration: Date | null; DateProlongation: Date | null },
  usedAt: Date,
  retention = DEFAULT_VIDEO_RETENTION,
): Date {
  const limit = videoLimitDate(video);
  const from = limit && limit.getTime() > usedAt.getTime() ? limit : usedAt;
  return addMonths(from, retention.superStampMonths);
}

/**
 * `DateProlongation` of a video uploaded on `uploadedAt` to a film whose SuperStamp runs until
 * `superStampUntil`: a SuperStamp is bought for the film, so a file uploaded while it runs is kept
 * at least until it ends, even when no file existed to extend at payment (issue 15). An extension
 * already granted is kept; an ended SuperStamp gives nothing.
 */
export function extensionAtUpload(
  current: Date | null,
  superStampUntil: Date | null,
  uploadedAt: Date,
): Date | null {
  const running =
    superStampUntil && superStampUntil.getTime() > uploadedAt.getTime() ? superStampUntil : null;
  return later(current, running);
}

/**
 * `DateProlongation` when a SuperStamp that extended storage is refunded: the year it gave comes
 * off, and what remains is the later of that and the extensions still standing, the film's
 * entries still sent (`submittedAt`, each `submissionMonths` on) and the film's SuperStamp still
 * running after the refund (`superStampUntil`). Never later than `current`: a refund does not
 * lengthen storage. The limit is then, as always, the later of this and `DateExpiration`.
 */
export function extensionAfterSuperStampRefund(
  current: Date | null,
  remaining: { submittedAt: readonly Date[]; superStampUntil: Date | null },
  retention = DEFAULT_VIDEO_RETENTION,
): Date | null {
  if (!current) return null;
  let kept: Date | null = addMonths(current, -retention.superStampMonths);
  for (const day of remaining.submittedAt) kept = later(kept, addMonths(day, retention.submissionMonths));
  kept = later(kept, remaining.superStampUntil);
  return kept && kept.getTime() < current.getTime() ? kept : current;
}

/** Spec §4: the limit date is the later of expiry and extension. */
export function videoLimitDate(video: {
  DateExpiration: Date | null;
  DateProlongation: Date | null;
}): Date | null {
  return later(video.DateExpiration, video.DateProlongation);
}

/**
 * Calendar days from today to the video's limit date, both on the UTC calendar (a video belongs
 * to no festival): 0 on the limit's own day, negative once past; null without a limit.
 */
export function videoDaysLeft(
  video: { DateExpiration: Date | null; DateProlongation: Date | null },
  now: Date,
): number | null {
  const limit = videoLimitDate(video);
  return limit === null ? null : calendarDaysLeft(limit, now);
}

/** Spec §4: expired when the limit date is before today (a video without dates is not expired). */
export function isVideoExpired(
  video: { DateExpiration: Date | null; DateProlongation: Date | null },
  now: Date,
): boolean {
  const days = videoDaysLeft(video, now);
  return days !== null && days < 0;
}

/**
 * True when the owner should have been warned: the limit's day is at most `warnDays` calendar
 * days away and not past, the one expires-soon rule (`expires-soon.ts`).
 */
export function isVideoExpiringSoon(
  video: { DateExpiration: Date | null; DateProlongation: Date | null },
  now: Date,
  retention = DEFAULT_VIDEO_RETENTION,
): boolean {
  const days = videoDaysLeft(video, now);
  return days !== null && isWithinSoonWindow(days, retention.warnDays);
}
