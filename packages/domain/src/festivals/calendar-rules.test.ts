import { describe, expect, it } from 'vitest';
import { EXPIRES_SOON_DAYS } from '../expires-soon.ts';
import {
  type CalendarEvent,
  currentEvent,
  currentFee,
  datedEvents,
  isEventExpired,
  isExpiringSoon,
  isSectionClosed,
  nextDeadline,
} from './calendar-rules.ts';

// Mid-afternoon UTC, so that "same day" and "earlier today" differ from "now".
const now = new Date('2025-06-10T15:00:00Z');
const day = (offset: number, time = '10:00:00') => {
  const d = new Date(Date.UTC(2025, 5, 10 + offset));
  return new Date(`${d.toISOString().slice(0, 10)}T${time}Z`);
};
const ev = (Type: CalendarEvent['Type'], offset: number | null, Prix = 0, Ordre = 0): CalendarEvent => ({
  Type,
  DateEvent:
    offset === null
      ? null
      : day(offset, Type === 'closing' || Type === 'extension' ? '23:59:00' : '10:00:00'),
  Prix,
  Ordre,
});

describe('isEventExpired', () => {
  it('counts the opening event as expired on its own day', () => {
    expect(isEventExpired(ev('opening', 0), now)).toBe(true);
    expect(isEventExpired({ Type: 'opening', DateEvent: day(0, '23:00:00') }, now)).toBe(true);
    expect(isEventExpired(ev('opening', 1), now)).toBe(false);
  });
  it('keeps other events open through their whole day, even once the hour has passed', () => {
    expect(isEventExpired({ Type: 'closing', DateEvent: day(0, '08:00:00') }, now)).toBe(false);
    expect(isEventExpired(ev('closing', -1), now)).toBe(true);
    expect(isEventExpired(ev('result', 0), now)).toBe(false);
  });
  it('compares UTC calendar days, not the local clock', () => {
    // 23:30 UTC on the 9th is the 10th in Paris, but still yesterday in UTC.
    expect(isEventExpired({ Type: 'closing', DateEvent: '2025-06-09T23:30:00Z' }, now)).toBe(true);
    expect(isEventExpired({ Type: 'closing', DateEvent: '2025-06-10T00:30:00+02:00' }, now)).toBe(true);
    expect(isEventExpired({ Type: 'closing', DateEvent: '2025-06-10T00:00:00Z' }, now)).toBe(false);
  });
  it('never expires an undated event', () => {
    expect(isEventExpired(ev('closing', null), now)).toBe(false);
  });
  it('counts days on the festival’s calendar when given its time zone', () => {
    // 9 June 23:59 in Los Angeles is 10 June 06:59 UTC: past there at 10 June 15:00 UTC (08:00 LA)…
    const losAngeles = { Type: 'closing', DateEvent: '2025-06-10T06:59:00Z' } as const;
    expect(isEventExpired(losAngeles, now, 'America/Los_Angeles')).toBe(true);
    expect(isEventExpired(losAngeles, now)).toBe(false);
    // …and 10 June 23:59 in Auckland (11:59 UTC) is still today there only until midnight NZST.
    const auckland = { Type: 'closing', DateEvent: '2025-06-10T11:59:00Z' } as const;
    expect(isEventExpired(auckland, now, 'Pacific/Auckland')).toBe(true);
    expect(nextDeadline([{ ...losAngeles, Prix: 0, Ordre: 0 }], now, 'America/Los_Angeles')).toBeUndefined();
  });
});

describe('isExpiringSoon', () => {
  it('uses the 14-day window of spec §9', () => {
    expect(EXPIRES_SOON_DAYS).toBe(14);
  });
  it.each([
    [0, true],
    [1, true],
    [13, true],
    [14, true],
    [15, false],
    [-1, false],
  ])('closing in %i days -> %s', (offset, expected) => {
    expect(isExpiringSoon(ev('closing', offset), now)).toBe(expected);
  });
  it('is false for an opening event today (already expired) and for undated events', () => {
    expect(isExpiringSoon(ev('opening', 0), now)).toBe(false);
    expect(isExpiringSoon(ev('closing', null), now)).toBe(false);
  });
  it('accepts ISO strings as the API sends them', () => {
    expect(isExpiringSoon({ Type: 'closing', DateEvent: '2025-06-24T23:59:00Z' }, now)).toBe(true);
    expect(isExpiringSoon({ Type: 'closing', DateEvent: '2025-06-25T00:00:00Z' }, now)).toBe(false);
  });
});

describe('datedEvents', () => {
  it('orders by date, then Ordre, and drops undated events', () => {
    const a = ev('closing', 5, 0, 2);
    const b = { ...ev('extension', 5, 0, 1), DateEvent: a.DateEvent };
    const c = ev('opening', -3);
    expect(datedEvents([a, ev('result', null), b, c])).toEqual([c, b, a]);
  });
});

describe('currentEvent, isSectionClosed, currentFee, nextDeadline', () => {
  const opening = ev('opening', -30, 0, 1);
  const early = ev('closing', -5, 1000, 2);
  const regular = ev('closing', 20, 1500, 3);
  const extension = ev('extension', 40, 2500, 4);
  const result = ev('result', 70, 0, 5);
  const calendar = [result, extension, regular, early, opening];

  it('takes the next dated event that has not expired, whatever the input order', () => {
    expect(currentEvent(calendar, now)).toBe(regular);
    expect(isSectionClosed(calendar, now)).toBe(false);
    expect(currentFee(calendar, now)).toBe(1500);
    expect(nextDeadline(calendar, now)).toBe(regular);
  });

  it('skips undated events', () => {
    expect(currentEvent([ev('closing', null, 100), regular], now)).toBe(regular);
  });

  it('keeps the section open on the deadline day itself', () => {
    const closingToday = ev('closing', 0, 900);
    expect(currentEvent([opening, closingToday, result], now)).toBe(closingToday);
    expect(currentFee([opening, closingToday, result], now)).toBe(900);
  });

  it('is closed before the call opens, and shows the first deadline', () => {
    const later = [ev('opening', 3, 0, 1), ev('closing', 30, 800, 2), ev('result', 60, 0, 3)];
    expect(currentEvent(later, now)?.Type).toBe('opening');
    expect(isSectionClosed(later, now)).toBe(true);
    expect(currentFee(later, now)).toBeUndefined();
    expect(nextDeadline(later, now)?.Prix).toBe(800);
  });

  it('opens on opening day (the opening event counts as expired today)', () => {
    const today = [ev('opening', 0, 0, 1), ev('closing', 30, 800, 2), ev('result', 60, 0, 3)];
    expect(currentEvent(today, now)?.Type).toBe('closing');
    expect(isSectionClosed(today, now)).toBe(false);
  });

  it('uses the extension once the closing date is past', () => {
    const extended = [opening, ev('closing', -2, 1500, 2), extension, result];
    expect(currentEvent(extended, now)).toBe(extension);
    expect(currentFee(extended, now)).toBe(2500);
    expect(nextDeadline(extended, now)).toBe(extension);
  });

  it('is closed when only the result announcement is left', () => {
    const waiting = [opening, early, ev('result', 10)];
    expect(currentEvent(waiting, now)?.Type).toBe('result');
    expect(isSectionClosed(waiting, now)).toBe(true);
    expect(currentFee(waiting, now)).toBeUndefined();
    expect(nextDeadline(waiting, now)).toBeUndefined();
  });

  it('is closed when every event is past, and when there is no calendar', () => {
    const past = [opening, early, ev('result', -1)];
    expect(currentEvent(past, now)).toBeUndefined();
    expect(isSectionClosed(past, now)).toBe(true);
    expect(isSectionClosed([], now)).toBe(true);
    expect(nextDeadline([], now)).toBeUndefined();
  });

  it('returns the caller’s own row type', () => {
    const rows = [{ ...regular, IdEvent: 7, LibelleEvent: 'Regular deadline' }];
    expect(currentEvent(rows, now)?.IdEvent).toBe(7);
  });
});
