import { describe, expect, it } from 'vitest';
import { supportWindow } from './support-hours.ts';

describe('supportWindow', () => {
  it('reads 9:00-17:00 in Nouméa on a Paris clock in winter: 23:00-7:00, from the day before', () => {
    // Wednesday 2 December 2026, 10:00 in Nouméa (UTC+11).
    const window = supportWindow({
      now: new Date('2026-12-01T23:00:00Z'),
      supportZone: 'Pacific/Noumea',
      visitorZone: 'Europe/Paris',
    });
    expect(window.opens.toISOString()).toBe('2026-12-01T22:00:00.000Z');
    expect(window.closes.toISOString()).toBe('2026-12-02T06:00:00.000Z');
    expect(window.localFrom).toMatchObject({ day: 1, hour: 23, minute: 0 });
    expect(window.localTo).toMatchObject({ day: 2, hour: 7, minute: 0 });
    expect(window.localDaySpan).toBe(1);
    expect(window.localDayShift).toBe(-1);
  });

  it('moves to the next working day once the window has closed, and over the weekend', () => {
    // Friday 4 December 2026, 18:00 in Nouméa: next is Monday 7 December.
    const window = supportWindow({
      now: new Date('2026-12-04T07:00:00Z'),
      supportZone: 'Pacific/Noumea',
      visitorZone: 'Pacific/Noumea',
    });
    expect(window.localFrom).toMatchObject({ year: 2026, month: 12, day: 7, hour: 9 });
    expect(window.localTo).toMatchObject({ day: 7, hour: 17 });
    expect([window.localDaySpan, window.localDayShift]).toEqual([0, 0]);
  });

  it('keeps the current window while it is open', () => {
    const window = supportWindow({
      now: new Date('2026-12-02T05:59:00Z'),
      supportZone: 'Pacific/Noumea',
      visitorZone: 'UTC',
    });
    expect(window.localFrom).toMatchObject({ day: 1, hour: 22 });
    expect(window.localTo).toMatchObject({ day: 2, hour: 6 });
  });
});
