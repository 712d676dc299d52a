/**
 * Viewing receipts (docs/decisions.md "Viewing receipts", issue 31). While a member plays a screener the
 * player reports its position; the server keeps, per entry, member and video, the first opening,
 * the furthest point reached and the seconds actually watched. The filmmaker sees the festival's
 * first opening, the furthest percentage and whether the film was watched to the end, never who.
 */

/** Watched to the end: the furthest point is within this many seconds of the end... */
export const END_MARGIN_SECONDS = 10;
/** ...or past this share of the running time (credits are often skipped). */
export const END_SHARE = 0.95;

/** How often the player reports while playing, in seconds; the server accepts no faster. */
export const VIEWING_REPORT_SECONDS = 15;

/** Whether a furthest point counts as watched to the end of a video of `duration` seconds. */
export function isWatchedToEnd(furthest: number, duration: number): boolean {
  if (!(duration > 0)) return false;
  return furthest >= duration - END_MARGIN_SECONDS || furthest >= duration * END_SHARE;
}

/** The furthest point as a whole percentage of the running time, 0-100. */
export function furthestPercent(furthest: number, duration: number): number {
  if (!(duration > 0) || !(furthest > 0)) return 0;
  return Math.min(100, Math.floor((furthest / duration) * 100));
}

/**
 * The seconds a report adds to the time actually watched: the position moved forward by at most
 * the wall-clock time since the last report (plus a little slack), so a seek forward adds nothing
 * and a report sent twice adds nothing twice.
 */
export function watchedSeconds(options: {
  previousPosition: number;
  position: number;
  secondsSinceLastReport: number;
}): number {
  const advance = options.position - options.previousPosition;
  if (!(advance > 0)) return 0;
  return Math.min(advance, Math.max(0, options.secondsSinceLastReport) + 2);
}

/**
 * What one report adds to the time watched: `watchedSeconds`, with its slack only for a report at
 * the player's pace (`VIEWING_REPORT_SECONDS` or more after the last one). A report sent sooner (a
 * pause, a seek, the end, a retry, or a flood) adds no more than the wall-clock time since the
 * last, so no rate of reports can make a member's time watched grow faster than time itself.
 */
export function reportWatchedSeconds(options: {
  previousPosition: number;
  position: number;
  secondsSinceLastReport: number;
}): number {
  const seconds = watchedSeconds(options);
  if (options.secondsSinceLastReport >= VIEWING_REPORT_SECONDS) return seconds;
  return Math.min(seconds, Math.max(0, options.secondsSinceLastReport));
}

/**
 * What the filmmaker sees of the festival's viewing of the film (never who): the earliest first
 * opening over the members, the furthest percentage any member reached, and whether any member
 * watched it to the end. No row: never opened.
 */
export function festivalViewing(
  rows: readonly { firstOpenedAt: Date; furthest: number; duration: number }[],
): { firstOpenedAt: string | null; furthestPercent: number; watchedToEnd: boolean } {
  let first: Date | null = null;
  let percent = 0;
  let toEnd = false;
  for (const row of rows) {
    if (first === null || row.firstOpenedAt < first) first = row.firstOpenedAt;
    percent = Math.max(percent, furthestPercent(row.furthest, row.duration));
    toEnd ||= isWatchedToEnd(row.furthest, row.duration);
  }
  return { firstOpenedAt: first?.toISOString() ?? null, furthestPercent: percent, watchedToEnd: toEnd };
}

/** A festival's coverage of one entry: never opened, partly watched, or watched in full. */
export type Coverage = 'notOpened' | 'partly' | 'full';

export function coverageOf(options: { opened: boolean; watchedToEnd: boolean }): Coverage {
  if (options.watchedToEnd) return 'full';
  return options.opened ? 'partly' : 'notOpened';
}
