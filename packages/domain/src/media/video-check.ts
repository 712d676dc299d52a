import { z } from 'zod';
import { ZVideoFacts, ZVideoWarning } from './video-facts.ts';

/**
 * The technical check of an uploaded video (ffprobe, run as a job after the upload): its state
 * as the media tab shows it. `skipped` means ffprobe is not installed on the server: the
 * upload is kept and the page says the check was not run.
 */
export const VIDEO_CHECK_STATES = ['queued', 'running', 'done', 'failed', 'skipped'] as const;
export type VideoCheckState = (typeof VIDEO_CHECK_STATES)[number];

/** What the check stored: the facts and the warnings against spec §9, or nothing yet. */
export const ZVideoCheck = z.object({
  facts: ZVideoFacts.nullable(),
  warnings: z.array(ZVideoWarning),
});
export type VideoCheck = z.infer<typeof ZVideoCheck>;
