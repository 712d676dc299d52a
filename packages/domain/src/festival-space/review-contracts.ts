import { z } from 'zod';
import { ZId } from '../fields/ids.ts';
import { zPlainText } from '../fields/text.ts';
import {
  REVIEW_NOTE_MAX,
  REVIEW_TAGS,
  SCORE_SCALE_MAX,
  SCORE_SCALE_MIN,
  WATCH_THRESHOLD_MAX,
  WATCH_THRESHOLD_MIN,
} from './review-rules.ts';

/*
 * Reviews, scores and blind mode (issue 34; docs/decisions.md "Reviews, scores and blind mode"),
 * under `/api/festival-space/`.
 */

const ZDateTime = z.iso.datetime({ offset: true });

/** `PUT festivals/{IdFestival}/jury-settings`: the festival's scale, watch threshold and blind mode. */
export const ZJurySettings = z.strictObject({
  /** Scores go from 1 to `scale`. */
  scale: z.number().int().min(SCORE_SCALE_MIN).max(SCORE_SCALE_MAX),
  /** The share of the film (whole percent) a member watched before their score is taken. */
  watchThreshold: z.number().int().min(WATCH_THRESHOLD_MIN).max(WATCH_THRESHOLD_MAX),
  /** Programmers see no filmmaker's name or contact (managers still do). */
  blind: z.boolean(),
});
export type JurySettings = z.infer<typeof ZJurySettings>;

/** `GET festivals/{IdFestival}/jury-settings`: the settings, and whether scores already fix the scale. */
export const ZJurySettingsView = ZJurySettings.extend({
  /** Scores were given: the scale no longer changes (they would mean something else). */
  scaleLocked: z.boolean(),
});
export type JurySettingsView = z.infer<typeof ZJurySettingsView>;

export const ZReviewTag = z.enum(REVIEW_TAGS);

/** `PUT entries/{IdInscription}/review`: the caller's review; `score` null keeps only the note and tags. */
export const ZReviewRequest = z.strictObject({
  score: z.number().int().min(1).max(SCORE_SCALE_MAX).nullable(),
  note: zPlainText({ multiline: true }).max(REVIEW_NOTE_MAX).nullable(),
  tags: z.array(ZReviewTag).max(REVIEW_TAGS.length),
});
export type ReviewRequest = z.infer<typeof ZReviewRequest>;

/** The caller's own review: only its author ever reads the note. */
export const ZOwnReview = z.object({
  score: z.number().int().nullable(),
  note: z.string().nullable(),
  tags: z.array(ZReviewTag),
  /** The score is in the mean: given, and its author declared no conflict with the film. */
  counted: z.boolean(),
  DateModification: ZDateTime,
});
export type OwnReview = z.infer<typeof ZOwnReview>;

/** The mean and spread of the scores that count (`review-rules.ts` `summarizeScores`). */
export const ZScoreSummary = z.object({
  count: z.number().int(),
  mean: z.number().nullable(),
  spread: z.number().nullable(),
});
export type ScoreSummary = z.infer<typeof ZScoreSummary>;

/** One member's score as a manager reads it (never the note). */
export const ZMemberScore = z.object({
  IdMembre: ZId,
  name: z.string(),
  score: z.number().int().nullable(),
  tags: z.array(ZReviewTag),
  /** False when void: the member declared a conflict of interest with the film. */
  counted: z.boolean(),
  DateModification: ZDateTime,
});
export type MemberScore = z.infer<typeof ZMemberScore>;

/** `GET entries/{IdInscription}/reviews`: what the caller may know of the entry's reviews. */
export const ZEntryReviews = z.object({
  scale: z.number().int(),
  watchThreshold: z.number().int(),
  /** How far the caller watched the film, whole percent. */
  watchedPercent: z.number().int(),
  /** The caller declared a conflict with the film: they may not review it and see no one's scores. */
  conflicted: z.boolean(),
  /** Whether a score from the caller is taken now (watched enough, no conflict). */
  canScore: z.boolean(),
  mine: ZOwnReview.nullable(),
  /** Managers with no conflict on the film: the mean and spread, and each member's score; else null and empty. */
  summary: ZScoreSummary.nullable(),
  scores: z.array(ZMemberScore),
});
export type EntryReviews = z.infer<typeof ZEntryReviews>;
