/** A date as the rules accept it: a Date (database rows) or an ISO 8601 string (JSON answers). */
export type DateInput = Date | string;

const DAY_MS = 86_400_000;

/**
 * Whole UTC calendar days since 1970-01-01. The rules compare calendar days in UTC because
 * dates are stored in UTC and a deadline must fall on the same day for the server's sort and
 * filter and for every visitor, whatever their time zone (deadlines are kept at 23:59 UTC).
 */
export function utcDayNumber(date: DateInput): number {
  const ms = typeof date === 'string' ? Date.parse(date) : date.getTime();
  return Math.floor(ms / DAY_MS);
}

/** Calendar days from `now`'s UTC day to `date`'s: 0 today, 1 tomorrow, -1 yesterday. */
export function daysUntil(date: DateInput, now: Date): number {
  return utcDayNumber(date) - utcDayNumber(now);
}
