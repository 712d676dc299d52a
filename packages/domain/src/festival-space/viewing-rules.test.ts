import { describe, expect, it } from 'vitest';
import {
  coverageOf,
  festivalViewing,
  furthestPercent,
  isWatchedToEnd,
  reportWatchedSeconds,
  watchedSeconds,
} from './viewing-rules.ts';

describe('viewing receipts', () => {
  it('count a film watched to the end within the last seconds or past 95 %', () => {
    expect(isWatchedToEnd(591, 600)).toBe(true);
    expect(isWatchedToEnd(569, 600)).toBe(false);
    expect(isWatchedToEnd(95, 100)).toBe(true);
    expect(isWatchedToEnd(89, 100)).toBe(false);
    expect(isWatchedToEnd(5700, 6000)).toBe(true);
    expect(isWatchedToEnd(5600, 6000)).toBe(false);
    expect(isWatchedToEnd(10, 0)).toBe(false);
  });

  it('give the furthest point as a whole percentage, never above 100', () => {
    expect(furthestPercent(299, 600)).toBe(49);
    expect(furthestPercent(700, 600)).toBe(100);
    expect(furthestPercent(0, 600)).toBe(0);
    expect(furthestPercent(10, 0)).toBe(0);
  });

  it('add watched time only for playing forward, at most the time that passed', () => {
    expect(watchedSeconds({ previousPosition: 30, position: 45, secondsSinceLastReport: 15 })).toBe(15);
    // A seek from 30 s to 500 s in 15 s of wall clock adds what could have been watched.
    expect(watchedSeconds({ previousPosition: 30, position: 500, secondsSinceLastReport: 15 })).toBe(17);
    expect(watchedSeconds({ previousPosition: 45, position: 30, secondsSinceLastReport: 15 })).toBe(0);
    expect(watchedSeconds({ previousPosition: 45, position: 45, secondsSinceLastReport: 15 })).toBe(0);
  });

  it('add no slack for reports sent faster than the player reports, so a flood adds only the time passed', () => {
    expect(reportWatchedSeconds({ previousPosition: 30, position: 45, secondsSinceLastReport: 15 })).toBe(15);
    expect(reportWatchedSeconds({ previousPosition: 30, position: 500, secondsSinceLastReport: 15 })).toBe(
      17,
    );
    // A pause 5 s after the last report: the 5 s played count, nothing more.
    expect(reportWatchedSeconds({ previousPosition: 45, position: 50, secondsSinceLastReport: 5 })).toBe(5);
    expect(reportWatchedSeconds({ previousPosition: 45, position: 49, secondsSinceLastReport: 5 })).toBe(4);
    // Reports at the same instant add nothing, however far the position moved.
    expect(reportWatchedSeconds({ previousPosition: 45, position: 47, secondsSinceLastReport: 0 })).toBe(0);
    let total = 0;
    let position = 0;
    for (let i = 0; i < 100; i += 1) {
      total += reportWatchedSeconds({
        previousPosition: position,
        position: position + 2,
        secondsSinceLastReport: 0.1,
      });
      position += 2;
    }
    expect(total).toBeCloseTo(10, 6);
  });

  it("combine the members' viewings for the filmmaker: earliest opening, furthest point, any to the end", () => {
    expect(festivalViewing([])).toEqual({ firstOpenedAt: null, furthestPercent: 0, watchedToEnd: false });
    const programmer = { firstOpenedAt: new Date('2026-03-02T10:00:00Z'), furthest: 300, duration: 600 };
    const manager = { firstOpenedAt: new Date('2026-03-01T09:00:00Z'), furthest: 120, duration: 600 };
    expect(festivalViewing([programmer, manager])).toEqual({
      firstOpenedAt: '2026-03-01T09:00:00.000Z',
      furthestPercent: 50,
      watchedToEnd: false,
    });
    expect(festivalViewing([programmer, { ...manager, furthest: 595 }])).toEqual({
      firstOpenedAt: '2026-03-01T09:00:00.000Z',
      furthestPercent: 99,
      watchedToEnd: true,
    });
  });

  it('sort an entry into not opened, partly watched or watched in full', () => {
    expect(coverageOf({ opened: false, watchedToEnd: false })).toBe('notOpened');
    expect(coverageOf({ opened: true, watchedToEnd: false })).toBe('partly');
    expect(coverageOf({ opened: true, watchedToEnd: true })).toBe('full');
  });
});
