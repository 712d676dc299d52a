import { type WallTime, wallTime, zonedTimeToUtc } from '../festivals/zoned-time.ts';

/**
 * Support hours (docs/decisions.md "Support hours"): Monday to Friday, 9:00 to 17:00 in the support's
 * time zone (configured, by default New Caledonia's). Zod-free and pure.
 */
export const SUPPORT_HOURS = { from: 9, to: 17 } as const;

export type SupportWindow = {
  /** When the next (or current) working day's window opens and closes, as instants. */
  opens: Date;
  closes: Date;
  /** The same window on the visitor's clock. */
  localFrom: WallTime;
  localTo: WallTime;
  /** Calendar days from the local opening to the local closing (1 when the window spans midnight there). */
  localDaySpan: number;
  /** Calendar days between the support's day and the visitor's day at opening (-1, 0 or 1). */
  localDayShift: number;
};

const DAY_MS = 86_400_000;

/**
 * The support window of today in the support's zone, or of its next working day once today's has
 * closed or on a weekend, read on the visitor's clock: "9:00-17:00 in Nouméa" is "23:00-7:00,
 * the day before" in Paris in winter.
 */
export function supportWindow(options: {
  now: Date;
  supportZone: string;
  visitorZone: string;
}): SupportWindow {
  const { now, supportZone, visitorZone } = options;
  const today = wallTime(now, supportZone);
  let day = Date.UTC(today.year, today.month - 1, today.day);
  for (let step = 0; step < 8; step += 1) {
    const date = new Date(day);
    const weekday = date.getUTCDay();
    const wall = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
    const closes = zonedTimeToUtc({ ...wall, hour: SUPPORT_HOURS.to, minute: 0 }, supportZone);
    if (weekday !== 0 && weekday !== 6 && closes > now) {
      const opens = zonedTimeToUtc({ ...wall, hour: SUPPORT_HOURS.from, minute: 0 }, supportZone);
      const localFrom = wallTime(opens, visitorZone);
      const localTo = wallTime(closes, visitorZone);
      const dayOf = (time: WallTime) => Date.UTC(time.year, time.month - 1, time.day) / DAY_MS;
      return {
        opens,
        closes,
        localFrom,
        localTo,
        localDaySpan: dayOf(localTo) - dayOf(localFrom),
        localDayShift: dayOf(localFrom) - day / DAY_MS,
      };
    }
    day += DAY_MS;
  }
  throw new Error('No working day within a week');
}
