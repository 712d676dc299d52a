import { type DateInput, daysUntil } from './utc-days.ts';

/** A wall-clock date and time in some time zone (month 1-12). */
export type WallTime = { year: number; month: number; day: number; hour: number; minute: number };

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

const toDate = (date: DateInput) => (typeof date === 'string' ? new Date(date) : date);

/**
 * The zone's offset from UTC at an instant, in ms, read from Intl (exact, but slow: ~2.5 µs). The
 * wall time is read from `format`'s text, `12/1/2026, 14:35:07` in en-US, as its six digit runs in
 * order (month, day, year, hour, minute, second): `formatToParts` answered the same fields in
 * about 7 µs, and a page asked for the first time reads weeks no page read before.
 */
function exactOffsetMs(ms: number, timeZone: string): number {
  const text = formatter(timeZone).format(ms);
  const fields = [0, 0, 0, 0, 0, 0];
  let field = -1;
  let inDigits = false;
  for (let i = 0; i < text.length; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit >= 0 && digit <= 9) {
      if (!inDigits) {
        field++;
        inDigits = true;
        if (field > 5) break;
      }
      fields[field] = (fields[field] as number) * 10 + digit;
    } else inDigits = false;
  }
  const [month = 1, day = 1, year = 0, hour = 0, minute = 0, second = 0] = fields;
  const asUtc = field === 5 ? Date.UTC(year, month - 1, day, hour, minute, second) : partsAsUtc(ms, timeZone);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** The wall time at `ms` as a UTC instant, from `formatToParts` (when `format`'s text is not six numbers). */
function partsAsUtc(ms: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(ms))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
}

/*
 * Offsets kept per zone and week of UTC time. A festival page or a directory page asks the day
 * of some instants on the festival's clock a hundred times (every rule counts days from now):
 * reading Intl each time was a third of the page's CPU. A page asked for the first time has
 * dates no page asked before, so the slot must be wide for them to hit (a quarter hour missed
 * on nearly every event: two Intl reads each). A week is kept only when the offset is the same
 * at its first and last second, so a week holding a clock change is always read exactly; that
 * is sound while no zone changes offset twice within one week and back: in Node's tz data from
 * 1970 to 2045 the closest pairs are 7 days apart less an hour (Boa Vista 2000, Gaza 2040), and
 * fall in two weeks since weeks start on Thursdays (1970-01-01); zoned-time.test.ts reads them.
 */
const SLOT_MS = 7 * DAY_MS;
const MAX_OFFSETS = 50_000;
const CHANGING = Number.NaN;
/** Per zone: week number -> offset in ms, or CHANGING for a week holding a clock change. */
const offsets = new Map<string, Map<number, number>>();
let keptOffsets = 0;

function offsetMs(ms: number, timeZone: string): number {
  const slot = Math.floor(ms / SLOT_MS);
  let zone = offsets.get(timeZone);
  const kept = zone?.get(slot);
  if (kept !== undefined) return Number.isNaN(kept) ? exactOffsetMs(ms, timeZone) : kept;
  const first = exactOffsetMs(slot * SLOT_MS, timeZone);
  const steady = first === exactOffsetMs((slot + 1) * SLOT_MS - 1000, timeZone);
  // Bounded: dates far apart fill it slowly; starting over costs a few Intl reads.
  if (keptOffsets >= MAX_OFFSETS) {
    offsets.clear();
    keptOffsets = 0;
    zone = undefined;
  }
  if (!zone) {
    zone = new Map();
    offsets.set(timeZone, zone);
  }
  zone.set(slot, steady ? first : CHANGING);
  keptOffsets++;
  return steady ? first : exactOffsetMs(ms, timeZone);
}

/** The wall-clock time an instant shows in a zone. */
export function wallTime(date: DateInput, timeZone: string): WallTime & { second: number } {
  const ms = toDate(date).getTime();
  const wall = new Date(Math.floor(ms / 1000) * 1000 + offsetMs(ms, timeZone));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/** Minutes the zone is ahead of UTC at that instant (Paris in winter: 60; New York in summer: -240). */
export function zoneOffsetMinutes(date: DateInput, timeZone: string): number {
  const at = toDate(date);
  const w = wallTime(at, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  const exact = Math.floor(at.getTime() / 1000) * 1000;
  return Math.round((asUtc - exact) / 60_000);
}

/**
 * The instant at which a zone's clocks show `time`. A time shown twice (clocks put back) gives
 * the later instant and a skipped one (clocks put forward) moves forward by the gap: for a
 * deadline, both give the filmmaker the longer wait. Changes happen at night, never at 23:59.
 */
export function zonedTimeToUtc(time: WallTime, timeZone: string): Date {
  const naive = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute);
  const guess = naive - zoneOffsetMinutes(new Date(naive), timeZone) * 60_000;
  return new Date(naive - zoneOffsetMinutes(new Date(guess), timeZone) * 60_000);
}

/**
 * Calendar day number (days since 1970-01-01) of an instant on the zone's calendar: the wall
 * clock's milliseconds since 1970 divided by a day, as `wallTime` would give its date, without
 * building it (every calendar rule counts days with this, several times per event).
 */
export function zoneDayNumber(date: DateInput, timeZone: string): number {
  const ms = toDate(date).getTime();
  return Math.floor((Math.floor(ms / 1000) * 1000 + offsetMs(ms, timeZone)) / DAY_MS);
}

/**
 * Calendar days from today to the date, both read on the zone's calendar: 0 on the deadline's
 * own day, 1 the day before. A filmmaker counts days where the festival is, since that is
 * where the deadline falls.
 */
export function daysUntilIn(date: DateInput, now: Date, timeZone: string): number {
  return zoneDayNumber(date, timeZone) - zoneDayNumber(now, timeZone);
}

/**
 * `daysUntilIn`, with the plain UTC arithmetic when the zone is UTC or not given (the same
 * answer, without Intl). Every directory rule counts days with this, and the directory's SQL
 * says the same with `(date at time zone zone)::date` (directory-sql.ts).
 */
export function daysOnClock(date: DateInput, now: Date, timeZone: string | undefined): number {
  return timeZone && timeZone !== 'UTC' ? daysUntilIn(date, now, timeZone) : daysUntil(date, now);
}
