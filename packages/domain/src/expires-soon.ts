import type { DateInput } from './festivals/utc-days.ts';
import { daysOnClock } from './festivals/zoned-time.ts';

/*
 * The one "expires soon" rule (spec §9 "Expires-soon: 14 days", §4 "expiring soon within 14
 * days"; docs/decisions.md "Expires soon"). Whatever expires (a deadline, a call's last days, an
 * invitation, a video, a SuperStamp) is counted the same way: whole calendar days from today to
 * the day it ends, 0 on that day itself, read on the festival's calendar when a festival owns the
 * date and on UTC otherwise; soon from that day back to `windowDays` days before it, both ends
 * counted. Only the window differs (a SuperStamp's is the 30-day renewal window of spec §9).
 */

/** Days before the end during which something is shown as expiring soon (spec §9). */
export const EXPIRES_SOON_DAYS = 14;

/**
 * Calendar days from `now`'s day to `date`'s, both read on `timeZone`'s calendar (UTC when none
 * is given): 0 on the day itself, 1 the day before, negative once the day is past.
 */
export function calendarDaysLeft(date: DateInput, now: Date, timeZone?: string): number {
  return daysOnClock(date, now, timeZone);
}

/** Whether `daysLeft` (as `calendarDaysLeft` counts) falls in the window: 0 to `windowDays`, both included. */
export function isWithinSoonWindow(daysLeft: number, windowDays = EXPIRES_SOON_DAYS): boolean {
  return daysLeft >= 0 && daysLeft <= windowDays;
}

/** Whether something ending on `date` expires soon at `now`: `isWithinSoonWindow(calendarDaysLeft(...))`. */
export function expiresSoon(
  date: DateInput,
  now: Date,
  options: { timeZone?: string; windowDays?: number } = {},
): boolean {
  return isWithinSoonWindow(calendarDaysLeft(date, now, options.timeZone), options.windowDays);
}

/**
 * The first instant after the window on the UTC calendar (midnight UTC starting the day after
 * `now`'s day plus `windowDays`): a query that preselects rows ending in the window asks for
 * dates before it, and the rule above decides.
 */
export function utcSoonWindowEnd(now: Date, windowDays = EXPIRES_SOON_DAYS): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + windowDays + 1));
}
