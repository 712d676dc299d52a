import { calendarDaysLeft, isWithinSoonWindow } from '../expires-soon.ts';
import type { EventType } from '../festival-campaign.ts';
import type { DateInput } from './utc-days.ts';

/**
 * A calendar event of a campaign section (spec §3) with the fields the rules read. `Prix` is the
 * entry fee in cents for a submission made at this step; `Ordre` breaks ties between events of
 * the same instant. An undated event is shown but never expires and is never current.
 */
export type CalendarEvent = {
  Type: EventType;
  DateEvent: DateInput | null;
  Prix: number;
  Ordre: number;
};

export type Dated<E extends CalendarEvent> = E & { DateEvent: DateInput };

const DEADLINE_TYPES: readonly EventType[] = ['closing', 'extension'];

/**
 * Calendar days from today to the date. With the festival's time zone, both days are read on its
 * calendar (docs/decisions.md, deadline times): a deadline at 23:59 in Los Angeles is 07:59 UTC the
 * next day, and must not stay open a day longer for it. Without one, UTC days.
 */
function daysTo(date: DateInput, now: Date, timeZone: string | undefined): number {
  return calendarDaysLeft(date, now, timeZone);
}

/**
 * Past events are expired. The opening event also expires on its own day: once the call opens,
 * the step that matters is the next deadline, so the section takes entries from opening day on.
 */
export function isEventExpired(
  event: Pick<CalendarEvent, 'Type' | 'DateEvent'>,
  now: Date,
  timeZone?: string,
): boolean {
  return eventFlags(event, now, timeZone).expired;
}

/**
 * Not expired and at most `EXPIRES_SOON_DAYS` calendar days away (spec §4 "within 14 days"):
 * today and 14 days ahead count, 15 days ahead does not.
 */
export function isExpiringSoon(
  event: Pick<CalendarEvent, 'Type' | 'DateEvent'>,
  now: Date,
  timeZone?: string,
): boolean {
  return eventFlags(event, now, timeZone).expiringSoon;
}

const UNDATED = Object.freeze({ expired: false, expiringSoon: false });

/** `isEventExpired` and `isExpiringSoon` together, the event's days counted once (a calendar shows both). */
export function eventFlags(
  event: Pick<CalendarEvent, 'Type' | 'DateEvent'>,
  now: Date,
  timeZone?: string,
): { expired: boolean; expiringSoon: boolean } {
  if (event.DateEvent === null) return UNDATED;
  const days = daysTo(event.DateEvent, now, timeZone);
  const expired = event.Type === 'opening' ? days <= 0 : days < 0;
  return { expired, expiringSoon: !expired && isWithinSoonWindow(days) };
}

/** Dated events in calendar order (date, then `Ordre`); undated ones are left out. */
export function datedEvents<E extends CalendarEvent>(events: readonly E[]): Dated<E>[] {
  return events
    .filter((e): e is Dated<E> => e.DateEvent !== null)
    .map((e) => ({ e, at: new Date(e.DateEvent).getTime() }))
    .sort((a, b) => a.at - b.at || a.e.Ordre - b.e.Ordre)
    .map(({ e }) => e);
}

/** The next dated event that has not expired (spec §4 "current event"). */
export function currentEvent<E extends CalendarEvent>(
  events: readonly E[],
  now: Date,
  timeZone?: string,
): Dated<E> | undefined {
  return datedEvents(events).find((e) => !isEventExpired(e, now, timeZone));
}

/**
 * A section takes no entries when nothing is left on its calendar, when only the result
 * announcement is left, or when the call has not opened yet (the current event is the opening).
 */
export function isSectionClosed(events: readonly CalendarEvent[], now: Date, timeZone?: string): boolean {
  return isClosedAt(currentEvent(events, now, timeZone));
}

/** `isSectionClosed` from the section's current event (`currentEvent`), when it is already known. */
export function isClosedAt(current: Pick<CalendarEvent, 'Type'> | undefined): boolean {
  return current === undefined || current.Type === 'result' || current.Type === 'opening';
}

/** Entry fee in cents for a submission made now, or undefined when the section is closed. */
export function currentFee(
  events: readonly CalendarEvent[],
  now: Date,
  timeZone?: string,
): number | undefined {
  return feeAt(currentEvent(events, now, timeZone));
}

/** `currentFee` from the section's current event (`currentEvent`), when it is already known. */
export function feeAt(current: Pick<CalendarEvent, 'Type' | 'Prix'> | undefined): number | undefined {
  return current === undefined || isClosedAt(current) ? undefined : current.Prix;
}

/**
 * The closing or extension event that applies: the first one not yet past. Before the call opens
 * this is its first deadline (shown on cards); after the last deadline there is none.
 */
export function nextDeadline<E extends CalendarEvent>(
  events: readonly E[],
  now: Date,
  timeZone?: string,
): Dated<E> | undefined {
  return datedEvents(events).find((e) => isDeadline(e) && !isEventExpired(e, now, timeZone));
}

/** A closing or an extension: the events whose date is a deadline for entries. */
export const isDeadline = (event: Pick<CalendarEvent, 'Type'>): boolean =>
  DEADLINE_TYPES.includes(event.Type);

/**
 * The dated events not yet past, in calendar order: the first is the current event
 * (`currentEvent`), the first deadline among them the next deadline (`nextDeadline`). For a
 * caller that needs several of those, each of which would sort the events and count their days
 * again.
 */
export function liveEvents<E extends CalendarEvent>(
  events: readonly E[],
  now: Date,
  timeZone?: string,
): Dated<E>[] {
  return datedEvents(events).filter((e) => !isEventExpired(e, now, timeZone));
}
