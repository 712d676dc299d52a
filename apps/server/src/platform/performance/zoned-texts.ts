import { type WallTime, wallTime } from '@shortlist/domain/festivals/zoned-time';
import { LANGUAGES, type Language } from '@shortlist/domain/language-list';

/*
 * `zonedTexts` (packages/i18n/src/deadline-format.ts) said the way Intl says it, without an Intl
 * call per instant. A festival page words some ten instants and a page of directory cards twelve,
 * each with two `Intl.DateTimeFormat.format` calls of about 2 µs: 5-7 % of the app's CPU for a
 * page asked for the first time. Here each (locale, format) is read from Intl once as a pattern,
 * its fields and the literals between them (`4`, ` `, `déc.`, ` `, `2026`, `, `, `13`, `:`, `00`,
 * ` `, `UTC+3`), and its twelve month names; an instant then fills the pattern from its wall time
 * on the festival's clock (`wallTime`, whose offsets are kept per week) and the zone's short name.
 *
 * The zone's name is learned per (zone, week of UTC time, locale), as `wallTime` keeps offsets,
 * when it is the same at the week's first and last second (a week holding a change keeps asking
 * Intl); it can change without the offset (Amman: EEST until 2022, then GMT+3, at +3), so it is
 * not derived from the offset. Learning costs two Intl calls, so a week is learned the second
 * time it is asked (see `deadlineText`). A pattern Intl would not fill this way (a field other
 * than these six, or a sample it does not say back) makes that format ask Intl every time.
 * `zoned-texts.oracle.test.ts` compares both texts with Intl's for every zone and language over the years.
 */

type Field = 'day' | 'month' | 'year' | 'hour' | 'minute' | 'timeZoneName';
type Piece = { field: Field } | { literal: string };
type Pattern = { pieces: Piece[]; months: string[]; intl: Intl.DateTimeFormatOptions } | null;

const FIELDS = new Set<string>(['day', 'month', 'year', 'hour', 'minute', 'timeZoneName']);

/** The deadline's format (`formatDeadline`, short month) and the day's (`formatZonedDay`). */
const DEADLINE: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
};
const DAY: Intl.DateTimeFormatOptions = { dateStyle: 'long' };

/**
 * The pattern's own check: 3 November 2001, 04:05, whose day and hour have one digit, so a
 * pattern that pads them otherwise than Intl does is not used.
 */
const SAMPLE = Date.UTC(2001, 10, 3, 4, 5);

function readPattern(locale: string, options: Intl.DateTimeFormatOptions): Pattern {
  const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  const pieces: Piece[] = [];
  for (const part of format.formatToParts(SAMPLE)) {
    if (part.type === 'literal') pieces.push({ literal: part.value });
    else if (FIELDS.has(part.type)) pieces.push({ field: part.type as Field });
    else return null;
  }
  const months = Array.from({ length: 12 }, (_, month) => {
    const parts = format.formatToParts(Date.UTC(2001, month, 15, 12));
    return parts.find((part) => part.type === 'month')?.value ?? '';
  });
  const pattern = { pieces, months, intl: options };
  const wall = { year: 2001, month: 11, day: 3, hour: 4, minute: 5 };
  return fill(pattern, wall, 'UTC') === format.format(SAMPLE) ? pattern : null;
}

const pad2 = (value: number) => (value < 10 ? `0${value}` : String(value));

function fill(pattern: NonNullable<Pattern>, wall: WallTime, zoneName: string): string {
  let text = '';
  for (const piece of pattern.pieces) {
    if ('literal' in piece) {
      text += piece.literal;
      continue;
    }
    switch (piece.field) {
      case 'day':
        text += pattern.intl.day === '2-digit' ? pad2(wall.day) : String(wall.day);
        break;
      case 'month':
        text += pattern.months[wall.month - 1];
        break;
      case 'year':
        text += String(wall.year);
        break;
      case 'hour':
        text += pad2(wall.hour);
        break;
      case 'minute':
        text += pad2(wall.minute);
        break;
      case 'timeZoneName':
        text += zoneName;
        break;
    }
  }
  return text;
}

const patterns = new Map<string, Pattern>();

function patternOf(locale: string, kind: 'deadline' | 'day'): Pattern {
  const key = `${kind}|${locale}`;
  let pattern = patterns.get(key);
  if (pattern === undefined) {
    pattern = readPattern(locale, kind === 'deadline' ? DEADLINE : DAY);
    patterns.set(key, pattern);
  }
  return pattern;
}

/** Intl's own formats, for the zone names and for a pattern that cannot be filled. */
const intlFormats = new Map<string, Intl.DateTimeFormat>();

function intlFormat(locale: string, timeZone: string, kind: 'deadline' | 'day'): Intl.DateTimeFormat {
  const key = `${kind}|${locale}|${timeZone}`;
  let format = intlFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...(kind === 'deadline' ? DEADLINE : DAY), timeZone });
    intlFormats.set(key, format);
  }
  return format;
}

const WEEK_MS = 7 * 86_400_000;
/** Weeks kept at most, all zones together (each holds a name per language asked). */
const MAX_WEEKS = 50_000;
const LOCALES: string[] = Object.values(LANGUAGES).map((entry) => entry.locale);
/** A week asked once: its text came from Intl, its name is not known for the whole week yet. */
const ASKED_ONCE = 1;
/**
 * Per zone: week number -> the zone's short name in each locale (LOCALES' order), or null for a
 * week holding a change, ASKED_ONCE, or undefined for a locale not asked yet. Keyed by zone and
 * week as the offsets are, rather than per locale: the zones times the weeks of a catalogue's
 * dates times five languages would be five times as many entries.
 */
const zoneNames = new Map<string, Map<number, (string | null | typeof ASKED_ONCE | undefined)[]>>();
let keptWeeks = 0;

function namesOfWeek(timeZone: string, week: number): (string | null | typeof ASKED_ONCE | undefined)[] {
  let zone = zoneNames.get(timeZone);
  let names = zone?.get(week);
  if (names) return names;
  // Bounded as the offsets are: starting over costs a few Intl reads per week asked again.
  if (keptWeeks >= MAX_WEEKS) {
    zoneNames.clear();
    keptWeeks = 0;
    zone = undefined;
  }
  if (!zone) {
    zone = new Map();
    zoneNames.set(timeZone, zone);
  }
  names = [];
  zone.set(week, names);
  keptWeeks++;
  return names;
}

/** The zone's name in Intl's own deadline text at `ms`: the text less what the pattern puts around it. */
function nameAt(ms: number, locale: string, timeZone: string, pattern: NonNullable<Pattern>): string | null {
  const text = intlFormat(locale, timeZone, 'deadline').format(ms);
  const around = fill(pattern, wallTime(new Date(ms), timeZone), '\u0000').split('\u0000');
  const [before = '', after = ''] = around;
  const fits = around.length === 2 && text.startsWith(before) && text.endsWith(after);
  return fits && text.length > before.length + after.length
    ? text.slice(before.length, text.length - after.length)
    : null;
}

/**
 * The deadline text: filled from the pattern once the zone's name is known for the instant's week,
 * else Intl's own. A page asked for the first time has weeks no page asked before (a catalogue's
 * dates times its zones), and learning a week's name costs two Intl reads (its first and last
 * second): a week asked once costs one Intl call as before, and its name is learned when it is
 * asked again, so that every later ask costs none.
 */
function deadlineText(
  ms: number,
  wall: WallTime,
  locale: string,
  timeZone: string,
  pattern: NonNullable<Pattern>,
): string {
  const week = Math.floor(ms / WEEK_MS);
  const names = namesOfWeek(timeZone, week);
  const index = LOCALES.indexOf(locale);
  const kept = names[index];
  if (typeof kept === 'string') return fill(pattern, wall, kept);
  const text = intlFormat(locale, timeZone, 'deadline').format(ms);
  if (kept === undefined) names[index] = ASKED_ONCE;
  else if (kept === ASKED_ONCE) {
    const first = nameAt(week * WEEK_MS, locale, timeZone, pattern);
    const steady = first !== null && first === nameAt((week + 1) * WEEK_MS - 1000, locale, timeZone, pattern);
    names[index] = steady ? first : null;
  }
  return text;
}

/** Milliseconds of an instant given as a Date or an ISO string. */
const msOf = (date: string | Date) => (typeof date === 'string' ? new Date(date).getTime() : date.getTime());

/**
 * An instant as the festival's page says it (`zonedTexts` of deadline-format.ts, the same
 * strings): `text` the day and time on the festival's clock with the zone's short name, `day`
 * the calendar day spelled out.
 */
export function zonedTexts(
  date: string | Date,
  language: Language,
  timeZone: string,
): { text: string; day: string } {
  const { locale } = LANGUAGES[language];
  const ms = msOf(date);
  const deadline = patternOf(locale, 'deadline');
  // Intl refuses an unknown zone with a RangeError; so does `wallTime` (before any kept answer).
  const wall = wallTime(new Date(ms), timeZone);
  return {
    text: deadline
      ? deadlineText(ms, wall, locale, timeZone, deadline)
      : intlFormat(locale, timeZone, 'deadline').format(ms),
    day: dayText(ms, wall, locale, timeZone),
  };
}

/** The calendar day of an instant on the zone's clock, spelled out (`formatZonedDay`'s text). */
export function zonedDay(date: string | Date, language: Language, timeZone: string): string {
  const { locale } = LANGUAGES[language];
  const ms = msOf(date);
  return dayText(ms, wallTime(new Date(ms), timeZone), locale, timeZone);
}

function dayText(ms: number, wall: WallTime, locale: string, timeZone: string): string {
  const day = patternOf(locale, 'day');
  return day ? fill(day, wall, '') : intlFormat(locale, timeZone, 'day').format(ms);
}
