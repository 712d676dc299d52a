import { describe, expect, it } from 'vitest';
import { type DurationCriterion, festivalTakesLength, sectionTakesLength } from './film-length.ts';

const duration = (
  DureeMin: number | null,
  DureeMax: number | null,
  IsCheckerCritere = true,
): DurationCriterion => ({
  Type: 'duration',
  DureeMin,
  DureeMax,
  IsCheckerCritere,
});

describe('film length filter', () => {
  it('takes a film within the bounds, both ends included', () => {
    expect(sectionTakesLength([duration(60, 15 * 60)], 15)).toBe(true);
    expect(sectionTakesLength([duration(60, 15 * 60)], 1)).toBe(true);
    expect(sectionTakesLength([duration(60, 15 * 60)], 16)).toBe(false);
    expect(sectionTakesLength([duration(5 * 60, null)], 4)).toBe(false);
  });
  it('leaves a side open when its bound is 0 or missing, and ignores unchecked criteria', () => {
    expect(sectionTakesLength([duration(0, null)], 500)).toBe(true);
    expect(sectionTakesLength([duration(null, 600, false)], 30)).toBe(true);
    expect(sectionTakesLength([], 30)).toBe(true);
    expect(sectionTakesLength([{ ...duration(null, 60), Type: 'country' }], 30)).toBe(true);
  });
  it('finds a festival when one of its sections takes the film', () => {
    const short = { criteria: [duration(null, 10 * 60)] };
    const long = { criteria: [duration(20 * 60, 40 * 60)] };
    expect(festivalTakesLength([short, long], 30)).toBe(true);
    expect(festivalTakesLength([short, long], 15)).toBe(false);
    expect(festivalTakesLength([], 15)).toBe(false);
  });
});
