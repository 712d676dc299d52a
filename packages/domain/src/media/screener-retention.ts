import { calendarDaysLeft } from '../expires-soon.ts';
import { SUBMISSION_STATUS } from '../submissions/submission-status.ts';
import type { VideoRetentionAnswer } from './video-contracts.ts';
import { addMonths, DEFAULT_VIDEO_RETENTION, type VideoRetention } from './video-retention.ts';

/*
 * How long a film's stored videos are kept, and why (docs/decisions.md "Screener retention",
 * issue 32): 2 months after the upload (`DateExpiration`); at least until the latest
 * result-announcement date among the film's sent entries plus 30 days (a section without a result
 * date: its call's closing date plus 3 months); a SuperStamp's year (`DateProlongation`). The owner
 * is warned by email 14 days before deletion, and nothing is deleted before that warning has had
 * its 14 days, nor while an entry awaits the festival's decision.
 *
 * The entries' part is computed when it is read, from the entries and their sections' calendars
 * as they stand, never stored: a festival may move its result date, publish its decisions or the
 * platform refund an entry at any time, and a stored date would have to be rewritten by each of
 * those writers (some in areas that do not own videos). One rule read by the media tab, the basket,
 * the eligibility engine and the expiry job keeps what is shown and what is done the same.
 */

/** Days after the result announcement a sent entry keeps the video (the decision's "plus 30 days"). */
export const RESULT_GRACE_DAYS = 30;
/** Months after the call's closing a sent entry keeps the video when its section has no result date. */
export const CLOSING_GRACE_MONTHS = 3;

/** One entry of the film as retention reads it. */
export type RetentionEntry = {
  IdInscription: number;
  /** The festival's name, for the reason shown. */
  festival: string;
  /** The status the filmmaker sees (`inscription.StatutPublie`), a `SUBMISSION_STATUS` flag. */
  StatutPublie: number;
  /** The section's latest result announcement, if its calendar has one. */
  resultAt: Date | null;
  /** The call's closing date (its last closing or extension). */
  closingAt: Date | null;
};

/** Why a video is kept until its date. */
export type RetentionReason =
  /** Two months after the (last) upload. */
  | { kind: 'upload' }
  /** A SuperStamp's year. */
  | { kind: 'superStamp' }
  /**
   * An entry sent to `festival`: its result date plus 30 days (`resultAt`), else its call's
   * closing plus 3 months (`closingAt`); `awaiting` while the festival has not published its
   * decision. With no date (`until` null), kept as long as it awaits.
   */
  | {
      kind: 'entry';
      IdInscription: number;
      festival: string;
      awaiting: boolean;
      resultAt: Date | null;
      closingAt: Date | null;
    }
  /** The deletion warning went out: the video stays its 14 days after it. */
  | { kind: 'warning'; warnedAt: Date };

export type ScreenerRetention = {
  /** The last day (UTC) the video is kept; null while an awaiting entry holds it with no date. */
  until: Date | null;
  reason: RetentionReason;
  /** An entry awaits its decision: the video is not deleted, whatever the date. */
  held: boolean;
};

/** The video's retention dates and its deletion warning (a `film_video` row). */
export type RetentionVideo = {
  DateExpiration: Date | null;
  DateProlongation: Date | null;
  DateAvertissement?: Date | null;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** An entry that was sent and not cancelled, as the filmmaker sees it. */
export function isSentEntry(statutPublie: number): boolean {
  return statutPublie !== SUBMISSION_STATUS.notFinished && (statutPublie & SUBMISSION_STATUS.cancelled) === 0;
}

/**
 * Awaits a decision: sent or validated (reception confirmed) as the filmmaker sees it. A decision
 * the festival took but has not published still awaits, since the filmmaker has not been told.
 */
export function awaitsDecision(statutPublie: number): boolean {
  return statutPublie === SUBMISSION_STATUS.sent || statutPublie === SUBMISSION_STATUS.validated;
}

/** The day an entry keeps the video until: result plus 30 days, else closing plus 3 months, else none. */
export function entryRetentionDate(entry: Pick<RetentionEntry, 'resultAt' | 'closingAt'>): Date | null {
  if (entry.resultAt) return new Date(entry.resultAt.getTime() + RESULT_GRACE_DAYS * DAY_MS);
  if (entry.closingAt) return addMonths(entry.closingAt, CLOSING_GRACE_MONTHS);
  return null;
}

const entryReason = (entry: RetentionEntry): RetentionReason => ({
  kind: 'entry',
  IdInscription: entry.IdInscription,
  festival: entry.festival,
  awaiting: awaitsDecision(entry.StatutPublie),
  resultAt: entry.resultAt,
  closingAt: entry.closingAt,
});

/**
 * The limit the dates give and its reason, before the warning and the hold: the latest of the
 * upload's 2 months, the SuperStamp's extension and the sent entries' dates. On a tie the entry
 * is named (it says most), then the SuperStamp.
 */
export function retentionLimit(
  video: RetentionVideo,
  entries: readonly RetentionEntry[],
): { limit: Date | null; reason: RetentionReason } {
  const candidates: { at: Date; reason: RetentionReason }[] = [];
  if (video.DateExpiration) candidates.push({ at: video.DateExpiration, reason: { kind: 'upload' } });
  if (video.DateProlongation) candidates.push({ at: video.DateProlongation, reason: { kind: 'superStamp' } });
  for (const entry of entries) {
    if (!isSentEntry(entry.StatutPublie)) continue;
    const at = entryRetentionDate(entry);
    if (at) candidates.push({ at, reason: entryReason(entry) });
  }
  let best: { at: Date; reason: RetentionReason } | null = null;
  for (const candidate of candidates)
    if (!best || candidate.at.getTime() >= best.at.getTime()) best = candidate;
  return best ? { limit: best.at, reason: best.reason } : { limit: null, reason: { kind: 'upload' } };
}

/**
 * Whether the warning sent at `warnedAt` was about this limit: sent no earlier than the limit's
 * warning window opened. A warning sent before the limit moved later (an entry sent since, a
 * result date moved) announced a deletion that did not happen; the owner is warned again.
 */
export function warningStands(
  limit: Date,
  warnedAt: Date | null | undefined,
  retention = DEFAULT_VIDEO_RETENTION,
): warnedAt is Date {
  return !!warnedAt && calendarDaysLeft(limit, warnedAt) <= retention.warnDays;
}

/**
 * Until when a stored video is kept and why, at `now` (see the module comment). Past its limit,
 * a video held by an awaiting entry is kept with no date; otherwise it is kept at least
 * `warnDays` after a standing warning (or, not yet warned, `warnDays` after today: the warning
 * goes out at the next pass).
 */
export function screenerRetention(options: {
  video: RetentionVideo;
  entries: readonly RetentionEntry[];
  now: Date;
  retention?: VideoRetention;
}): ScreenerRetention {
  const retention = options.retention ?? DEFAULT_VIDEO_RETENTION;
  const { limit, reason } = retentionLimit(options.video, options.entries);
  const awaiting = options.entries.filter(
    (entry) => isSentEntry(entry.StatutPublie) && awaitsDecision(entry.StatutPublie),
  );
  const held = awaiting.length > 0;
  if (limit === null) {
    // No date at all: a video with no retention dates and no dated entry has no limit.
    const first = awaiting[0];
    return { until: null, reason: first ? entryReason(first) : reason, held };
  }
  const passed = calendarDaysLeft(limit, options.now) < 0;
  if (held && passed) {
    // Past every date: what keeps it is the entry still waiting (the latest-dated one first).
    const holder = [...awaiting].sort(
      (a, b) => (entryRetentionDate(b)?.getTime() ?? 0) - (entryRetentionDate(a)?.getTime() ?? 0),
    )[0] as RetentionEntry;
    return { until: null, reason: entryReason(holder), held };
  }
  if (held || calendarDaysLeft(limit, options.now) > retention.warnDays)
    return { until: limit, reason, held };
  const warnedAt = options.video.DateAvertissement ?? null;
  const noticeFrom = warningStands(limit, warnedAt, retention) ? warnedAt : options.now;
  const afterNotice = new Date(noticeFrom.getTime() + retention.warnDays * DAY_MS);
  if (calendarDaysLeft(afterNotice, limit) <= 0) return { until: limit, reason, held };
  return {
    until: afterNotice,
    reason: warningStands(limit, warnedAt, retention) ? { kind: 'warning', warnedAt } : reason,
    held,
  };
}

/** The expiry pass's verdict on one stored video at `now`. */
export type RetentionAction = 'keep' | 'warn' | 'delete';

/**
 * What the daily pass does with a stored video: nothing while an entry awaits its decision;
 * `warn` when its limit is within `warnDays` (or past) and no warning about this limit went out;
 * `delete` only once the limit has passed and a standing warning is at least `warnDays` old.
 */
export function retentionAction(options: {
  video: RetentionVideo;
  entries: readonly RetentionEntry[];
  now: Date;
  retention?: VideoRetention;
}): RetentionAction {
  const retention = options.retention ?? DEFAULT_VIDEO_RETENTION;
  const kept = screenerRetention({ ...options, retention });
  const { limit } = retentionLimit(options.video, options.entries);
  if (kept.held || kept.until === null || limit === null) return 'keep';
  if (calendarDaysLeft(limit, options.now) > retention.warnDays) return 'keep';
  if (!warningStands(limit, options.video.DateAvertissement, retention)) return 'warn';
  // Deleted the day after the one shown as the last (`until`: the limit, or 14 days after the warning).
  return calendarDaysLeft(kept.until, options.now) < 0 ? 'delete' : 'keep';
}

/**
 * The retention dates the other readers take (`videoLimitDate`, `isVideoExpired`, the eligibility
 * engine): `DateProlongation` raised to what the entries and the warning give, so a video held or
 * still in its notice is never "expired" to them. A held video past its dates counts as kept
 * through today.
 */
export function effectiveRetentionDates(
  video: RetentionVideo,
  retentionNow: ScreenerRetention,
  now: Date,
): { DateExpiration: Date | null; DateProlongation: Date | null } {
  const until = retentionNow.until ?? (retentionNow.held ? now : null);
  if (!until) return { DateExpiration: video.DateExpiration, DateProlongation: video.DateProlongation };
  const later =
    video.DateProlongation && video.DateProlongation.getTime() > until.getTime()
      ? video.DateProlongation
      : until;
  return { DateExpiration: video.DateExpiration, DateProlongation: later };
}

/** The rule's answer as the API sends it (`ZVideoRetention`): dates as ISO strings. */
export function retentionAnswer(kept: ScreenerRetention): VideoRetentionAnswer {
  const { reason } = kept;
  const iso = (date: Date | null) => (date ? date.toISOString() : null);
  return {
    until: iso(kept.until),
    held: kept.held,
    reason:
      reason.kind === 'entry'
        ? { ...reason, resultAt: iso(reason.resultAt), closingAt: iso(reason.closingAt) }
        : reason.kind === 'warning'
          ? { kind: 'warning', warnedAt: reason.warnedAt.toISOString() }
          : reason,
  };
}
