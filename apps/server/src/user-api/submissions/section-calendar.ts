import type { CalendarEvent } from '@shortlist/domain/festivals/calendar-rules';
import { utcDayNumber } from '@shortlist/domain/festivals/utc-days';
import { zoneDayNumber, zonedTimeToUtc } from '@shortlist/domain/festivals/zoned-time';

/*
 * A section's calendar read on its festival's clock, worked out when the open calls are loaded:
 * each dated event with its calendar day there. Which event is current then changes only when
 * the festival's day changes, and finding it is arithmetic (`currentOnDay`), where
 * `currentEvent(events, now, timeZone)` formats every event's date and `now` in the zone with
 * Intl, for every section, again every minute (about 20 µs a section: the cost of a panel sorted
 * by deadline or fee).
 */

export type DayEvent = { event: CalendarEvent; day: number };

/** Dated events in calendar order (date, then `Ordre`), as `datedEvents` orders them. */
export type SectionCalendar = readonly DayEvent[];

/**
 * Calendar day numbers on a clock, kept across loads of the open calls: the events' dates barely
 * change from one load to the next, so a reload formats only new dates. Bounded, emptied when full.
 */
export class ClockDays {
  readonly #days = new Map<string, number>();

  constructor(private readonly max = 200_000) {}

  /** `daysOnClock`'s day: on the zone's calendar, plain UTC days when the zone is UTC or none. */
  day(at: number, timeZone: string | undefined): number {
    if (!timeZone || timeZone === 'UTC') return utcDayNumber(new Date(at));
    const key = `${timeZone} ${at}`;
    let day = this.#days.get(key);
    if (day === undefined) {
      day = zoneDayNumber(new Date(at), timeZone);
      if (this.#days.size >= this.max) this.#days.clear();
      this.#days.set(key, day);
    }
    return day;
  }
}

/** A day on a zone's calendar and the instants it starts and ends at. */
type ZoneDay = { day: number; from: number; until: number };

/**
 * Today on each zone's calendar, kept until that day ends there: a panel sorted by deadline or
 * fee reads the day of every festival's zone on every request, and the open calls span hundreds
 * of zones (two Intl formats each). A day whose bounds do not read back as that day (a zone
 * whose clocks skip midnight) is not kept.
 */
export class ZoneToday {
  readonly #days = new Map<string, ZoneDay>();

  day(now: Date, timeZone: string | undefined): number {
    if (!timeZone || timeZone === 'UTC') return utcDayNumber(now);
    const at = now.getTime();
    const kept = this.#days.get(timeZone);
    if (kept && kept.from <= at && at < kept.until) return kept.day;
    const day = zoneDayNumber(now, timeZone);
    const midnight = (dayNumber: number) => {
      const date = new Date(dayNumber * 86_400_000);
      return zonedTimeToUtc(
        {
          year: date.getUTCFullYear(),
          month: date.getUTCMonth() + 1,
          day: date.getUTCDate(),
          hour: 0,
          minute: 0,
        },
        timeZone,
      ).getTime();
    };
    const from = midnight(day);
    const until = midnight(day + 1);
    if (
      from <= at &&
      at < until &&
      zoneDayNumber(new Date(from), timeZone) === day &&
      zoneDayNumber(new Date(until - 1), timeZone) === day &&
      zoneDayNumber(new Date(until), timeZone) === day + 1
    ) {
      this.#days.set(timeZone, { day, from, until });
    }
    return day;
  }
}

export function sectionCalendar(
  events: readonly CalendarEvent[],
  timeZone: string | undefined,
  days: ClockDays,
): SectionCalendar {
  return events
    .filter((event) => event.DateEvent !== null)
    .map((event) => ({ event, at: new Date(event.DateEvent as Date | string).getTime() }))
    .sort((a, b) => a.at - b.at || a.event.Ordre - b.event.Ordre)
    .map(({ event, at }) => ({ event, day: days.day(at, timeZone) }));
}

/**
 * `currentEvent` on the day `today` of the same clock: the first event not expired, an event
 * expiring after its day and the opening on its own day (`isEventExpired`).
 */
export function currentOnDay(calendar: SectionCalendar, today: number): CalendarEvent | undefined {
  for (const { event, day } of calendar) {
    if (event.Type === 'opening' ? day > today : day >= today) return event;
  }
  return undefined;
}
