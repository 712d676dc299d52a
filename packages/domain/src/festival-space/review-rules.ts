/**
 * Programmers' reviews (issue 34; docs/decisions.md "Reviews, scores and blind mode"): a score on
 * the festival's scale, a private note and reason tags. A score counts only once its author watched
 * the film past the festival's threshold, and never while they declared a conflict of interest with
 * it. The mean and the spread below are the only way the server and the benchmark read scores.
 */

/** The scale when the festival set none: 1 to 5. */
export const DEFAULT_SCORE_SCALE = 5;
/** The scales a festival may choose: 1 to 3 at least, 1 to 10 at most. */
export const SCORE_SCALE_MIN = 3;
export const SCORE_SCALE_MAX = 10;

/** The share of the film (whole percent) a member must have watched before their score is taken. */
export const DEFAULT_WATCH_THRESHOLD = 80;
export const WATCH_THRESHOLD_MIN = 10;
export const WATCH_THRESHOLD_MAX = 100;

/** The private note's limit: a few paragraphs. */
export const REVIEW_NOTE_MAX = 4000;

/**
 * The reason tags a programmer may tick: short, fixed, each a key of `festivalSpace.reviews.tags`.
 * Positive and negative alike: the tag says what the score is about, the score says which way.
 */
export const REVIEW_TAGS = [
  'story',
  'direction',
  'acting',
  'image',
  'sound',
  'editing',
  'originality',
  'fitsSection',
  'technicalIssues',
] as const;
export type ReviewTag = (typeof REVIEW_TAGS)[number];

/** Whether a score is a whole number on the scale 1..`scale`. */
export function isOnScale(score: number, scale: number): boolean {
  return Number.isInteger(score) && score >= 1 && score <= scale;
}

/**
 * Whether a member who reached `furthestPercent` of the film (`viewing-rules.ts` `furthestPercent`)
 * may give a score under `threshold`.
 */
export function watchedEnoughToScore(furthestPercent: number, threshold: number): boolean {
  return furthestPercent >= threshold;
}

export type ScoreSummary = {
  /** How many scores count. */
  count: number;
  /** Their mean, to two decimals; null when none counts. */
  mean: number | null;
  /**
   * The disagreement: the highest counted score minus the lowest (0 with one score, null with
   * none). A range rather than a standard deviation: "one said 1, another 5" reads at once, and
   * with the two or three scores an entry usually gets the two order the entries alike.
   */
  spread: number | null;
};

/** The mean and the spread of the scores that count (the SQL of `review-sql.ts` computes the same). */
export function summarizeScores(scores: readonly number[]): ScoreSummary {
  if (scores.length === 0) return { count: 0, mean: null, spread: null };
  const sum = scores.reduce((total, score) => total + score, 0);
  return {
    count: scores.length,
    mean: Math.round((sum / scores.length) * 100) / 100,
    spread: Math.max(...scores) - Math.min(...scores),
  };
}

/** Blind mode hides the filmmakers' names and contacts from programmers; managers still see them. */
export function hidesFilmmakers(options: { blind: boolean; role: 'manager' | 'programmer' }): boolean {
  return options.blind && options.role !== 'manager';
}
