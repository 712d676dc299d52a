import { z } from 'zod';
import { VIDEO_TYPES } from '../media/video-rules.ts';

/*
 * Viewing receipts (issue 31; docs/decisions.md "Viewing receipts"): the player's progress report and
 * what the filmmaker and the festival each see of it.
 */

const ZDateTime = z.iso.datetime({ offset: true });

export const ZCoverage = z.enum(['notOpened', 'partly', 'full']);

/** `POST entries/{IdInscription}/viewing`: where the player is (seconds) in a video of `duration`. */
export const ZViewingReport = z.strictObject({
  TypeVideo: z.enum(VIDEO_TYPES),
  position: z.number().min(0).max(100_000),
  duration: z.number().positive().max(100_000),
});
export type ViewingReport = z.infer<typeof ZViewingReport>;

/**
 * What the filmmaker sees on each submission (the film, not the trailer): when the festival
 * first opened it, how far it was watched and whether to the end; never who.
 */
export const ZSubmissionViewing = z.object({
  firstOpenedAt: ZDateTime.nullable(),
  furthestPercent: z.number().int().min(0).max(100),
  watchedToEnd: z.boolean(),
});
export type SubmissionViewing = z.infer<typeof ZSubmissionViewing>;

/** One member's progress on one video of an entry. */
export const ZMemberViewing = z.object({
  TypeVideo: z.enum(VIDEO_TYPES),
  firstOpenedAt: ZDateTime,
  lastAt: ZDateTime,
  furthestPercent: z.number().int().min(0).max(100),
  watchedSeconds: z.number().int(),
  watchedToEnd: z.boolean(),
});
export type MemberViewing = z.infer<typeof ZMemberViewing>;
