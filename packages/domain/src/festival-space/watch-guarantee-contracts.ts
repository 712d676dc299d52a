import { z } from 'zod';
import { ACCOUNT_RULE } from '../accounts/rule-codes.ts';
import { ZId } from '../fields/ids.ts';
import { WATCH_GUARANTEE_MAX } from './watch-guarantee-rules.ts';

/*
 * The guaranteed watch and the jury figures (issue 34; docs/decisions.md "The guaranteed watch"):
 * the call's setting, the refusal of a publication that would break it, what the filmmaker's
 * receipt says, and the managers' figures.
 */

const ZDateTime = z.iso.datetime({ offset: true });

/**
 * A call's promise in the call editor: every entry watched to the end by at least this many
 * members before decisions, 1 to `WATCH_GUARANTEE_MAX`; null (or absent) when not promised.
 */
export const ZWatchGuaranteeSetting = z
  .number({ error: ACCOUNT_RULE.invalid })
  .int(ACCOUNT_RULE.invalid)
  .min(1, ACCOUNT_RULE.invalid)
  .max(WATCH_GUARANTEE_MAX, ACCOUNT_RULE.invalid)
  .nullish()
  .transform((value) => value ?? null);

/** An entry short of the promise: how many members watched it to the end so far. */
export const ZWatchShortEntry = z.object({
  IdInscription: ZId,
  Numero: z.number().int().nullable(),
  TitreOriginal: z.string(),
  watchedBy: z.number().int().nonnegative(),
});
export type WatchShortEntry = z.infer<typeof ZWatchShortEntry>;

/**
 * 409 WATCH_GUARANTEE_UNMET on `POST .../decisions/publish`: nothing is published while an entry
 * of the section is watched to the end by fewer than `required` members; `entries` lists them.
 */
export const ZWatchGuaranteeUnmet = z.object({
  code: z.literal('WATCH_GUARANTEE_UNMET'),
  message: z.string(),
  required: z.number().int().positive(),
  entries: z.array(ZWatchShortEntry),
});
export type WatchGuaranteeUnmet = z.infer<typeof ZWatchGuaranteeUnmet>;

/**
 * What a filmmaker's viewing receipt says of the promise of the call they entered: how many
 * members watched the film to the end (never who), how many were promised, and whether it was kept.
 */
export const ZWatchGuaranteeReceipt = z.object({
  required: z.number().int().positive(),
  watchedBy: z.number().int().nonnegative(),
  kept: z.boolean(),
});
export type WatchGuaranteeReceipt = z.infer<typeof ZWatchGuaranteeReceipt>;

/** One member's progress on a section's entries assigned to them. */
export const ZJuryMemberFigures = z.object({
  IdMembre: ZId,
  name: z.string(),
  /** Entries of the section assigned to the member. */
  assigned: z.number().int().nonnegative(),
  /** Of those, the ones they watched to the end. */
  watched: z.number().int().nonnegative(),
  /**
   * Of those, the ones their score counts for (given, no conflict declared with the film).
   */
  scored: z.number().int().nonnegative(),
});
export type JuryMemberFigures = z.infer<typeof ZJuryMemberFigures>;

/** An entry that falls short of the promise, and why (`watchRisk`). */
export const ZWatchRiskEntry = ZWatchShortEntry.extend({
  /** Members assigned to it who have not watched it to the end yet. */
  assignedNotWatched: z.number().int().nonnegative(),
  risk: z.enum(['unassigned', 'pending']),
});
export type WatchRiskEntry = z.infer<typeof ZWatchRiskEntry>;

/** One section's figures. */
export const ZJurySectionFigures = z.object({
  IdCampagneSection: ZId,
  sectionLabel: z.string(),
  /** The call's promise (members per entry), null when it promises nothing. */
  required: z.number().int().positive().nullable(),
  /** Entries the promise covers (received, not cancelled). */
  entries: z.number().int().nonnegative(),
  /** Of those, entries assigned to at least one member. */
  assigned: z.number().int().nonnegative(),
  /** Of those, entries watched to the end by at least one member. */
  watched: z.number().int().nonnegative(),
  /** Of those, entries watched to the end by the promised number (null without a promise). */
  guaranteed: z.number().int().nonnegative().nullable(),
  /** The section's result date (its earliest `result` event) and the whole days left before it. */
  resultDate: ZDateTime.nullable(),
  daysLeft: z.number().int().nonnegative().nullable(),
  members: z.array(ZJuryMemberFigures),
  /** Entries short of the promise, the ones needing an assignment first (none without a promise). */
  atRisk: z.array(ZWatchRiskEntry),
});
export type JurySectionFigures = z.infer<typeof ZJurySectionFigures>;

/** `GET festival-space/festivals/{IdFestival}/jury-figures` (managers): the sections with entries. */
export const ZJuryFigures = z.object({ sections: z.array(ZJurySectionFigures) });
export type JuryFigures = z.infer<typeof ZJuryFigures>;
