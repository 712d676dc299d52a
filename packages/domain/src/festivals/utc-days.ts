/** A date as the rules accept it: a Date (database rows) or an ISO 8601 string (JSON answers). */
export type DateInput = Date | string;

const DAY_MS = 86_400_000;

/**
 * Whole UTC calendar days since 1970-01-01. The directory rules count days on the festival's
 * calendar (`daysOnClock` in zoned-time.ts, docs/decisions.md "Deadline times"); this is that count
 * for a festival in UTC, and the calendar day of a plain `YYYY-MM-DD` date.
 */
export function utcDayNumber(date: DateInput): number {
  const ms = typeof date === 'string' ? Date.parse(date) : date.getTime();
  return Math.floor(ms / DAY_MS);
}

/** Calendar days from `now`'s UTC day to `date`'s: 0 today, 1 tomorrow, -1 yesterday. */
export function daysUntil(date: DateInput, now: Date): number {
  return utcDayNumber(date) - utcDayNumber(now);
}
