import { describe, expect, it } from 'vitest';
import {
  type DurationCriterion,
  festivalDurationBounds,
  festivalTakesLength,
  sectionDurationBounds,
  sectionTakesLength,
} from './film-length.ts';

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

describe('running-time bounds of the festival page', () => {
  it('honours IsCheckerCritere: an unchecked criterion is never shown as a limit', () => {
    expect(sectionDurationBounds([duration(60, 600, false)])).toEqual({ min: undefined, max: undefined });
    expect(sectionDurationBounds([duration(60, 1800), duration(300, 600, false)])).toEqual({
      min: 60,
      max: 1800,
    });
    expect(
      festivalDurationBounds([
        { criteria: [duration(null, 1800)] },
        { criteria: [duration(null, 3600, false)] },
      ]),
    ).toEqual({ min: undefined, max: undefined });
  });
  it('gives the widest bounds the sections take, each section its narrowest', () => {
    const sections = [
      { criteria: [duration(60, 1800), duration(120, 2400)] },
      { criteria: [duration(300, 900), duration(null, 3600, false)] },
    ];
    expect(festivalDurationBounds(sections)).toEqual({ min: 120, max: 1800 });
    expect(festivalDurationBounds([])).toEqual({ min: undefined, max: undefined });
  });
  it('agrees with the film-length filter: every length a section takes is within the bounds', () => {
    const sections = [
      { criteria: [duration(60, 1800), duration(600, 7200, false)] },
      { criteria: [duration(240, 900)] },
    ];
    const { min, max } = festivalDurationBounds(sections);
    for (let minutes = 1; minutes <= 120; minutes += 1) {
      const inside = (min === undefined || minutes * 60 >= min) && (max === undefined || minutes * 60 <= max);
      if (festivalTakesLength(sections, minutes)) expect(inside).toBe(true);
    }
  });
});
