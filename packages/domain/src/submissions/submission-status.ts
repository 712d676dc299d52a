/**
 * Submission status flags (docs/decisions.md "Submission status": the flag reading of spec §4). A
 * submission holds one of them in `Statut`; filters combine them as a bit mask. Payment pending
 * is a separate boolean (`isPaiementAttente`), not a flag.
 */
export const SUBMISSION_STATUS = {
  notFinished: 1,
  sent: 2,
  validated: 4,
  selected: 8,
  notSelected: 16,
  selectedElsewhere: 32,
  awarded: 64,
  cancelled: 128,
} as const;
export type SubmissionStatusName = keyof typeof SUBMISSION_STATUS;

/**
 * Re-submission rule of a festival (spec §3 enumerations, §4): a film already entered in the
 * festival `cannot` enter it again, `can`, or may enter it again only in another section.
 */
export const RE_ENTRY_RULES = ['cannot', 'can', 'other-section'] as const;
export type ReEntryRule = (typeof RE_ENTRY_RULES)[number];

/**
 * Whether a submission counts as an entry of its film for the re-entry rule: every status but
 * cancelled. An unfinished one (in the basket) counts, so the basket cannot hold what the
 * festival refuses; a cancelled one was never judged and leaves the film free to enter again.
 */
export function countsAsEntry(statut: number): boolean {
  return (statut & SUBMISSION_STATUS.cancelled) === 0;
}
