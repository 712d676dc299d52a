/**
 * The short list of reasons a festival may tick when it tells a filmmaker its decision (issue 31:
 * "rejections come as one form letter"). Each is a key of the `festivalSpace.reasons` texts and of
 * the decision email, worded in the filmmaker's language. Kept short on purpose: a reason is a
 * courtesy, not a review; a personal note says the rest.
 */
export const DECISION_REASONS = [
  'length',
  'subject',
  'technicalQuality',
  'programmeBalance',
  'eligibility',
  'tooManyEntries',
] as const;
export type DecisionReason = (typeof DECISION_REASONS)[number];

/** The personal note's limit: a few paragraphs, not a letter. */
export const DECISION_NOTE_MAX = 2000;

/** The audit reason a member gives a status change (why, for the festival's own record). */
export const STATUS_REASON_MAX = 500;
