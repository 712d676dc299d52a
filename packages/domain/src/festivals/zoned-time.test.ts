import { describe, expect, it } from 'vitest';
import { daysUntilIn, wallTime, zonedTimeToUtc, zoneOffsetMinutes } from './zoned-time.ts';

describe('zoned time', () => {
  it('reads the offset of a zone at an instant, summer time included', () => {
    expect(zoneOffsetMinutes('2026-01-15T12:00:00Z', 'Europe/Paris')).toBe(60);
    expect(zoneOffsetMinutes('2026-07-15T12:00:00Z', 'Europe/Paris')).toBe(120);
    expect(zoneOffsetMinutes('2026-07-15T12:00:00Z', 'America/Los_Angeles')).toBe(-420);
    expect(zoneOffsetMinutes('2026-01-15T12:00:00Z', 'Asia/Kolkata')).toBe(330);
    expect(zoneOffsetMinutes('2026-01-15T12:00:00Z', 'UTC')).toBe(0);
  });

  it('turns 23:59 on a festival day into the instant, on either side of Greenwich', () => {
    const at = (zone: string, month: number, day: number) =>
      zonedTimeToUtc({ year: 2026, month, day, hour: 23, minute: 59 }, zone).toISOString();
    expect(at('Europe/Paris', 11, 26)).toBe('2026-11-26T22:59:00.000Z');
    expect(at('Europe/Paris', 6, 26)).toBe('2026-06-26T21:59:00.000Z');
    expect(at('America/Los_Angeles', 11, 26)).toBe('2026-11-27T07:59:00.000Z');
    expect(at('Pacific/Auckland', 11, 26)).toBe('2026-11-26T10:59:00.000Z');
    expect(at('UTC', 11, 26)).toBe('2026-11-26T23:59:00.000Z');
  });

  it('gives the later instant for a time shown twice and moves a skipped time past the gap', () => {
    // Paris put its clocks back at 03:00 on 2026-10-25 and forward at 02:00 on 2026-03-29.
    const twice = zonedTimeToUtc({ year: 2026, month: 10, day: 25, hour: 2, minute: 30 }, 'Europe/Paris');
    expect(twice.toISOString()).toBe('2026-10-25T01:30:00.000Z');
    const skipped = zonedTimeToUtc({ year: 2026, month: 3, day: 29, hour: 2, minute: 30 }, 'Europe/Paris');
    expect(wallTime(skipped, 'Europe/Paris')).toMatchObject({ hour: 3, minute: 30, day: 29 });
  });

  it("counts days on the festival's calendar, not on UTC's", () => {
    // 23:30 UTC on the 10th is already the 11th in Paris and still the 10th in Los Angeles.
    const now = new Date('2026-06-10T23:30:00Z');
    const parisDeadline = zonedTimeToUtc(
      { year: 2026, month: 6, day: 11, hour: 23, minute: 59 },
      'Europe/Paris',
    );
    expect(daysUntilIn(parisDeadline, now, 'Europe/Paris')).toBe(0);
    const laDeadline = zonedTimeToUtc(
      { year: 2026, month: 6, day: 11, hour: 23, minute: 59 },
      'America/Los_Angeles',
    );
    expect(daysUntilIn(laDeadline, now, 'America/Los_Angeles')).toBe(1);
    expect(daysUntilIn('2026-06-01T12:00:00Z', now, 'UTC')).toBe(-9);
  });

  it('reads every second around clock changes as Intl does, however often it is asked', () => {
    // The offsets are kept per week: a week with a change in it must still be exact.
    const reference = (ms: number, timeZone: string) => {
      const parts = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      }).formatToParts(new Date(ms));
      const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
      return {
        year: get('year'),
        month: get('month'),
        day: get('day'),
        hour: get('hour'),
        minute: get('minute'),
        second: get('second'),
      };
    };
    const changes: [string, string][] = [
      ['Europe/Paris', '2026-03-29T01:00:00Z'],
      ['Europe/Paris', '2026-10-25T01:00:00Z'],
      ['America/New_York', '2026-11-01T06:00:00Z'],
      // Half-hour summer time, and a zone 5:45 ahead of UTC.
      ['Australia/Lord_Howe', '2026-04-04T15:00:00Z'],
      ['Asia/Kathmandu', '2026-06-01T00:00:00Z'],
      // Local mean time, an offset in seconds (Paris was 0:09:21 ahead until 1911).
      ['Europe/Paris', '1900-06-01T00:00:00Z'],
      // A change at an odd second: Paris left local mean time at 23:51:39 UTC.
      ['Europe/Paris', '1911-03-10T23:51:39Z'],
    ];
    for (const [zone, change] of changes) {
      const at = Date.parse(change);
      // Every 7 seconds for 40 minutes either side, twice (the second pass reads kept offsets).
      for (const pass of [1, 2]) {
        for (let ms = at - 40 * 60_000; ms <= at + 40 * 60_000; ms += 7_000) {
          expect(
            wallTime(new Date(ms + 123), zone),
            `${zone} ${new Date(ms).toISOString()} pass ${pass}`,
          ).toEqual(reference(ms + 123, zone));
        }
      }
    }
    expect(() => wallTime('2026-01-01T00:00:00Z', 'Mars/Olympus')).toThrow(RangeError);
  });

  it('reads every hour of a year as Intl does, in zones changing twice within weeks', () => {
    // Casablanca leaves its +1 for Ramadan (about a month), Lord Howe moves by half an hour,
    // Santiago changes in the southern seasons: each kept week must hold one offset only. Boa
    // Vista's summer time of 2000 lasted 7 days less an hour (8 to 15 October, two Sundays) and
    // Gaza's rules change twice 7 days apart in October 2040 (two Saturdays): the closest pairs
    // in the tz data, each in two weeks since weeks start on Thursdays (1970-01-01).
    const hour = 3_600_000;
    const years: [string, number][] = [
      ['Africa/Casablanca', 2026],
      ['Australia/Lord_Howe', 2026],
      ['America/Santiago', 2026],
      ['Europe/Paris', 2026],
      ['America/Boa_Vista', 2000],
      ['Asia/Gaza', 2040],
    ];
    for (const [zone, year] of years) {
      const format = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
      });
      for (const pass of [1, 2]) {
        for (let ms = Date.UTC(year, 0, 1); ms < Date.UTC(year + 1, 0, 1); ms += hour) {
          const w = wallTime(new Date(ms + 1_234), zone);
          const shown = `${w.month}/${w.day}/${w.year}, ${String(w.hour).padStart(2, '0')}`;
          expect(shown, `${zone} ${new Date(ms).toISOString()} pass ${pass}`).toBe(format.format(ms + 1_234));
        }
      }
    }
  });
});
