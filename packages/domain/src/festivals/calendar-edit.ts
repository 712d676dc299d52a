import type { FieldError } from '../errors.ts';
import type { CampaignStatus, EventType } from '../festival-campaign-values.ts';
import { currentFee } from './calendar-rules.ts';
import { type WallTime, wallTime, zonedTimeToUtc } from './zoned-time.ts';

/*
 * A call's calendar as its managers edit it (issue 33, spec §3 "Calendar event", §4): per
 * section, one opening, one or more deadlines (`closing` events, each with the fee of an entry
 * made up to it: early, regular, late...), at most one extension with its own fee, and at most
 * one result announcement. Dates are entered as wall-clock times in the festival's zone
 * (docs/decisions.md "Deadline times") and stored in UTC. The spec sets no order between the
 * fees (a festival may lower its late fee), so none is enforced; what it does set is the order
 * of the events: opening < deadlines < extension < results.
 */

/** A local date and time as a form enters it: `2027-03-31T23:59`, on the festival's clock. */
export const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Years a calendar may name: a typo (`0027`, `20270`) is refused rather than stored. */
export const CALENDAR_YEARS = { min: 2000, max: 2100 } as const;

/** The highest entry fee, in cents (a typo's extra zeros are refused). */
export const FEE_MAX_CENTS = 1_000_000;

/** Events a section's calendar may hold (a calendar of 24 deadlines is a mistake). */
export const CALENDAR_EVENTS_MAX = 24;

/** The rule codes of a calendar's field errors (their sentences: `festivalSpace:calendar.rules`). */
export const CALENDAR_RULE = {
  invalid: 'INVALID',
  dateInvalid: 'CALENDAR_DATE_INVALID',
  openingRequired: 'CALENDAR_OPENING_REQUIRED',
  openingTwice: 'CALENDAR_OPENING_TWICE',
  deadlineRequired: 'CALENDAR_DEADLINE_REQUIRED',
  extensionTwice: 'CALENDAR_EXTENSION_TWICE',
  resultTwice: 'CALENDAR_RESULT_TWICE',
  beforeOpening: 'CALENDAR_BEFORE_OPENING',
  sameTime: 'CALENDAR_SAME_TIME',
  extensionBeforeDeadline: 'CALENDAR_EXTENSION_BEFORE_DEADLINE',
  deadlineAfterResults: 'CALENDAR_DEADLINE_AFTER_RESULTS',
  feeOnFreeSection: 'CALENDAR_FEE_ON_FREE_SECTION',
  feeInvalid: 'CALENDAR_FEE_INVALID',
} as const;

/**
 * Whether a call's calendar may change in this status: not while Shortlist verifies it (the
 * manager takes the request back to change something, as the calls page says) and not once it
 * is closed (closed is final: its entries and payouts stay tied to one calendar).
 */
export function canEditCalendar(status: CampaignStatus): boolean {
  return status !== 'verification-requested' && status !== 'closed';
}

/** One event as entered: its type, local date-time and fee in cents (deadlines only). */
export type DraftEvent = { Type: EventType; DateEvent: string; Prix: number };

/** One section's calendar as entered. */
export type DraftSection = { IdCampagneSection: number; events: readonly DraftEvent[] };

/** `2027-03-31T23:59` read as a wall time, or null when it names no real day or is out of range. */
export function parseLocalDateTime(text: string): WallTime | null {
  const match = LOCAL_DATE_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (year < CALENDAR_YEARS.min || year > CALENDAR_YEARS.max) return null;
  if (month < 1 || month > 12 || hour > 23 || minute > 59) return null;
  // 2027-02-30 rolls over to March in Date.UTC: a day that does not exist is refused.
  if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day || day < 1) return null;
  return { year, month, day, hour, minute };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** An instant as the form shows it on the festival's clock (`2027-03-31T23:59`). */
export function toLocalDateTime(date: Date | string, timeZone: string): string {
  const w = wallTime(date, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** The UTC instant of a local date-time in the zone, or null when it is not a valid one. */
export function localDateTimeToUtc(text: string, timeZone: string): Date | null {
  const wall = parseLocalDateTime(text);
  return wall ? zonedTimeToUtc(wall, timeZone) : null;
}

const isDeadlineType = (type: EventType) => type === 'closing' || type === 'extension';

/**
 * The field errors of one section's calendar, first failing rule per field, paths under `path`
 * (`sections.0`): every date a real local time; one opening, at least one deadline, at most one
 * extension and one result announcement; the opening before every deadline, deadlines at
 * distinct instants, the extension after every deadline and the results after them all (no
 * deadline after the results); fees whole cents from 0, and none on a free section. An empty
 * calendar is allowed (a section still being prepared takes no entries: spec §4 "closed").
 */
export function sectionCalendarErrors(
  section: { IsPayant: boolean; events: readonly DraftEvent[] },
  options: { timeZone: string; path: string },
): FieldError[] {
  const { events } = section;
  const errors = new Map<string, string>();
  const fail = (path: string, code: string) => {
    if (!errors.has(path)) errors.set(path, code);
  };
  const at = (i: number, field: keyof DraftEvent) => `${options.path}.events.${i}.${field}`;
  if (events.length === 0) return [];

  const instants = events.map((e) => localDateTimeToUtc(e.DateEvent, options.timeZone)?.getTime() ?? null);
  events.forEach((e, i) => {
    if (instants[i] === null) fail(at(i, 'DateEvent'), CALENDAR_RULE.dateInvalid);
    if (!Number.isInteger(e.Prix) || e.Prix < 0 || e.Prix > FEE_MAX_CENTS)
      fail(at(i, 'Prix'), CALENDAR_RULE.feeInvalid);
    else if (!section.IsPayant && isDeadlineType(e.Type) && e.Prix > 0)
      fail(at(i, 'Prix'), CALENDAR_RULE.feeOnFreeSection);
  });

  const indexes = (type: EventType) => events.flatMap((e, i) => (e.Type === type ? [i] : []));
  const openings = indexes('opening');
  const closings = indexes('closing');
  const extensions = indexes('extension');
  const results = indexes('result');
  if (openings.length === 0) fail(`${options.path}.events`, CALENDAR_RULE.openingRequired);
  else if (closings.length === 0) fail(`${options.path}.events`, CALENDAR_RULE.deadlineRequired);
  for (const i of openings.slice(1)) fail(at(i, 'Type'), CALENDAR_RULE.openingTwice);
  for (const i of extensions.slice(1)) fail(at(i, 'Type'), CALENDAR_RULE.extensionTwice);
  for (const i of results.slice(1)) fail(at(i, 'Type'), CALENDAR_RULE.resultTwice);

  const when = (i: number) => instants[i] ?? null;
  const opening = openings.length === 1 ? when(openings[0] as number) : null;
  const result = results.length === 1 ? when(results[0] as number) : null;
  const closingTimes = closings.map(when).filter((t): t is number => t !== null);
  const lastClosing = closingTimes.length ? Math.max(...closingTimes) : null;
  const seen = new Set<number>();
  for (const i of [...closings, ...extensions]) {
    const time = when(i);
    if (time === null) continue;
    const path = at(i, 'DateEvent');
    if (opening !== null && time <= opening) fail(path, CALENDAR_RULE.beforeOpening);
    if (seen.has(time)) fail(path, CALENDAR_RULE.sameTime);
    seen.add(time);
    if (events[i]?.Type === 'extension' && lastClosing !== null && time <= lastClosing)
      fail(path, CALENDAR_RULE.extensionBeforeDeadline);
    if (result !== null && time >= result) fail(path, CALENDAR_RULE.deadlineAfterResults);
  }
  return [...errors].map(([path, code]) => ({ path, code, message: code }));
}

/**
 * The field errors of a whole call's calendar: each section's (`sectionCalendarErrors`), and a
 * section named twice or not of the call (`known`: its sections with whether each is paid).
 */
export function callCalendarErrors(
  sections: readonly DraftSection[],
  options: { timeZone: string; known: ReadonlyMap<number, { IsPayant: boolean }> },
): FieldError[] {
  const named = new Set<number>();
  return sections.flatMap((section, i) => {
    const path = `sections.${i}`;
    const own = options.known.get(section.IdCampagneSection);
    const twice = named.has(section.IdCampagneSection);
    named.add(section.IdCampagneSection);
    if (!own || twice) {
      return [
        { path: `${path}.IdCampagneSection`, code: CALENDAR_RULE.invalid, message: CALENDAR_RULE.invalid },
      ];
    }
    return sectionCalendarErrors({ IsPayant: own.IsPayant, events: section.events }, { ...options, path });
  });
}

/** A stored or entered event with its instant, as the calendar rules read it. */
export type TimedEvent = { Type: EventType; DateEvent: Date; Prix: number; Ordre: number };

/** An entry already paid in a section: when it was sent (what it paid is the fee of that day). */
export type PaidEntry = { IdCampagneSection: number; DateSoumission: Date };

/**
 * The paid entries a new calendar would have charged less (issue 33: "fees not lowered after
 * entries were paid at a higher price without a confirmation"): an entry sent when the saved
 * calendar's fee was higher than the new calendar's fee at that same moment. A manager may
 * still lower a fee, after confirming; paid entries are never changed. Counted per section
 * with the section's own calendars, days read on the festival's clock as the basket reads them.
 */
export function entriesPaidAboveNewFee(options: {
  before: ReadonlyMap<number, readonly TimedEvent[]>;
  after: ReadonlyMap<number, readonly TimedEvent[]>;
  entries: readonly PaidEntry[];
  timeZone: string;
}): number {
  let count = 0;
  for (const entry of options.entries) {
    const after = options.after.get(entry.IdCampagneSection);
    if (!after) continue; // the section's calendar is not being replaced
    const paid = currentFee(
      options.before.get(entry.IdCampagneSection) ?? [],
      entry.DateSoumission,
      options.timeZone,
    );
    const now = currentFee(after, entry.DateSoumission, options.timeZone);
    if (paid !== undefined && now !== undefined && now < paid) count++;
  }
  return count;
}

/** A section's entered events as instants, in the order entered (`Ordre`); null when one is invalid. */
export function timedEvents(events: readonly DraftEvent[], timeZone: string): TimedEvent[] | null {
  const timed: TimedEvent[] = [];
  for (const [i, e] of events.entries()) {
    const date = localDateTimeToUtc(e.DateEvent, timeZone);
    if (!date) return null;
    timed.push({ Type: e.Type, DateEvent: date, Prix: isDeadlineType(e.Type) ? e.Prix : 0, Ordre: i });
  }
  return timed;
}

/** The call's opening and closing as the directory sorts on them: first opening, last deadline. */
export function callBounds(sections: readonly (readonly TimedEvent[])[]): {
  OuvertureCampagne: Date | null;
  FermetureCampagne: Date | null;
} {
  const times = (types: EventType[]) =>
    sections.flatMap((events) =>
      events.filter((e) => types.includes(e.Type)).map((e) => e.DateEvent.getTime()),
    );
  const openings = times(['opening']);
  const deadlines = times(['closing', 'extension']);
  return {
    OuvertureCampagne: openings.length ? new Date(Math.min(...openings)) : null,
    FermetureCampagne: deadlines.length ? new Date(Math.max(...deadlines)) : null,
  };
}
