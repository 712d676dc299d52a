import { describe, expect, it } from 'vitest';
import { coverageOf, furthestPercent, isWatchedToEnd, watchedSeconds } from './viewing-rules.ts';

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

  it('sort an entry into not opened, partly watched or watched in full', () => {
    expect(coverageOf({ opened: false, watchedToEnd: false })).toBe('notOpened');
    expect(coverageOf({ opened: true, watchedToEnd: false })).toBe('partly');
    expect(coverageOf({ opened: true, watchedToEnd: true })).toBe('full');
  });
});
