import { type CalendarEvent, currentEvent } from '@shortlist/domain/festivals/calendar-rules';
import { utcDayNumber } from '@shortlist/domain/festivals/utc-days';
import { zoneDayNumber } from '@shortlist/domain/festivals/zoned-time';
import { describe, expect, it } from 'vitest';
import { ClockDays, currentOnDay, sectionCalendar, ZoneToday } from './section-calendar.ts';

// The calendars kept with the open calls must say what the calendar rules say at the moment
// asked: the same current event, the same day on each clock, through clock changes.

const HOUR = 3_600_000;
const ZONES = [
  'UTC',
  'Europe/Paris',
  'America/Los_Angeles',
  'Asia/Tokyo',
  'Asia/Kathmandu', // +05:45
  'Australia/Lord_Howe', // half-hour daylight saving
  'America/Santiago', // clocks put forward at midnight: that day starts at 01:00
  'Pacific/Chatham', // +12:45 / +13:45
];
/** Every 15 minutes over days around the 2026 clock changes of both hemispheres. */
const STARTS = [
  '2026-03-27T00:00:00Z',
  '2026-04-03T00:00:00Z',
  '2026-09-04T00:00:00Z',
  '2026-10-23T00:00:00Z',
];
const moments = STARTS.flatMap((start) =>
  Array.from({ length: 4 * 24 * 4 }, (_, i) => new Date(Date.parse(start) + i * (HOUR / 4))),
);

describe("today on a festival's clock, kept until it ends", () => {
  it('gives the day the zone shows, moving forward and back in time', () => {
    for (const zone of ZONES) {
      const today = new ZoneToday();
      for (const now of [...moments, ...[...moments].reverse()]) {
        const expected = zone === 'UTC' ? utcDayNumber(now) : zoneDayNumber(now, zone);
        expect(today.day(now, zone), `${zone} ${now.toISOString()}`).toBe(expected);
      }
    }
  });
});

describe("a section's calendar on its festival's clock", () => {
  const events: CalendarEvent[] = [
    { Type: 'result', DateEvent: '2026-04-20T10:00:00Z', Prix: 0, Ordre: 4 },
    { Type: 'opening', DateEvent: '2026-03-28T22:30:00Z', Prix: 0, Ordre: 1 },
    { Type: 'closing', DateEvent: '2026-04-02T23:30:00Z', Prix: 1500, Ordre: 2 },
    { Type: 'extension', DateEvent: '2026-04-02T23:30:00Z', Prix: 2500, Ordre: 3 },
    { Type: 'closing', DateEvent: null, Prix: 0, Ordre: 5 },
  ];

  it('gives the current event currentEvent gives, at every moment, on every clock', () => {
    const days = new ClockDays();
    const later = Array.from(
      { length: 30 * 24 },
      (_, i) => new Date(Date.parse('2026-03-27T00:00:00Z') + i * HOUR),
    );
    for (const zone of [...ZONES, undefined]) {
      const calendar = sectionCalendar(events, zone, days);
      const today = new ZoneToday();
      for (const now of later) {
        expect(currentOnDay(calendar, today.day(now, zone)), `${zone} ${now.toISOString()}`).toBe(
          currentEvent(events, now, zone),
        );
      }
    }
  });
});
