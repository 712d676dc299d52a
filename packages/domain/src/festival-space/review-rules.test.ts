import { describe, expect, it } from 'vitest';
import { hidesFilmmakers, isOnScale, summarizeScores, watchedEnoughToScore } from './review-rules.ts';

describe('summarizeScores', () => {
  it('has no mean and no spread without scores', () => {
    expect(summarizeScores([])).toEqual({ count: 0, mean: null, spread: null });
  });
  it('gives one score a spread of 0', () => {
    expect(summarizeScores([4])).toEqual({ count: 1, mean: 4, spread: 0 });
  });
  it('spreads from the lowest to the highest score, the mean to two decimals', () => {
    expect(summarizeScores([1, 5])).toEqual({ count: 2, mean: 3, spread: 4 });
    expect(summarizeScores([2, 2, 3])).toEqual({ count: 3, mean: 2.33, spread: 1 });
    expect(summarizeScores([5, 5, 4])).toEqual({ count: 3, mean: 4.67, spread: 1 });
  });
});

describe('the scale and the threshold', () => {
  it('takes whole scores from 1 to the scale', () => {
    expect([0, 1, 5, 6, 2.5].map((score) => isOnScale(score, 5))).toEqual([false, true, true, false, false]);
  });
  it('takes a score from the threshold on', () => {
    expect([79, 80, 100].map((percent) => watchedEnoughToScore(percent, 80))).toEqual([false, true, true]);
  });
});

describe('blind mode', () => {
  it('hides the filmmakers from programmers only, and only when on', () => {
    expect(hidesFilmmakers({ blind: true, role: 'programmer' })).toBe(true);
    expect(hidesFilmmakers({ blind: true, role: 'manager' })).toBe(false);
    expect(hidesFilmmakers({ blind: false, role: 'programmer' })).toBe(false);
  });
});
