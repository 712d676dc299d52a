import { z } from 'zod';
import { ZId } from '../fields/ids.ts';
import { zPlainText } from '../fields/text.ts';
import { DECISION_NOTE_MAX, DECISION_REASONS, STATUS_REASON_MAX } from './decision-reasons.ts';

/*
 * Status changes and their publication (issue 31; docs/decisions.md "Allowed transitions",
 * "Decisions and their publication").
 */

/** Most entries one bulk change may name (a page of the inbox at its largest is 100). */
export const BULK_STATUS_MAX = 500;

const ZStatusFlag = z.number().int().min(1).max(128);

/**
 * `PUT entries/{IdInscription}/status`: one transition. `expected` is the status the member saw:
 * when the entry moved meanwhile the change is refused (409 `SUBMISSION_STATUS_CHANGED`) rather
 * than applied to a status nobody looked at.
 */
export const ZEntryStatusRequest = z.strictObject({
  Statut: ZStatusFlag,
  reason: zPlainText({ multiline: true }).max(STATUS_REASON_MAX).optional(),
  expected: ZStatusFlag.optional(),
});
export type EntryStatusRequest = z.infer<typeof ZEntryStatusRequest>;

/**
 * The answer of `PUT entries/{IdInscription}/status` and `PUT entries/{IdInscription}/decision-note`:
 * the entry's decision as the workspace shows it after the change (the inbox row and the entry
 * view take these fields over).
 */
export const ZEntryDecision = z.object({
  IdInscription: ZId,
  /** The festival's working status, and its label in the request's language. */
  Statut: z.number().int(),
  statusLabel: z.string(),
  /** What the filmmaker sees until the section's decisions are published. */
  StatutPublie: z.number().int(),
  isPublished: z.boolean(),
  /** The statuses a member may move the entry to now. */
  nextStatuses: z.array(z.number().int()),
  /** The note and reasons the filmmaker will get with the next published decision. */
  MessageDecision: z.string().nullable(),
  MotifsDecision: z.array(z.enum(DECISION_REASONS)),
});
export type EntryDecision = z.infer<typeof ZEntryDecision>;

/** `PUT festivals/{IdFestival}/entries/status`: the same transition on a selection, each checked. */
export const ZBulkStatusRequest = z.strictObject({
  IdInscriptions: z.array(ZId).min(1).max(BULK_STATUS_MAX),
  Statut: ZStatusFlag,
  reason: zPlainText({ multiline: true }).max(STATUS_REASON_MAX).optional(),
});
export type BulkStatusRequest = z.infer<typeof ZBulkStatusRequest>;

export const ZBulkStatusResponse = z.object({
  changed: z.array(ZId),
  /** Entries left as they were, with the error code that says why. */
  refused: z.array(z.object({ IdInscription: ZId, code: z.string() })),
});
export type BulkStatusResponse = z.infer<typeof ZBulkStatusResponse>;

/** `PUT entries/{IdInscription}/decision-note`: the note and reasons sent with the decision. */
export const ZDecisionNoteRequest = z.strictObject({
  MessageDecision: zPlainText({ multiline: true }).max(DECISION_NOTE_MAX).nullable(),
  MotifsDecision: z.array(z.enum(DECISION_REASONS)).max(DECISION_REASONS.length),
});
export type DecisionNoteRequest = z.infer<typeof ZDecisionNoteRequest>;

/** `POST festivals/{IdFestival}/decisions/publish` (managers): tell the section's filmmakers. */
export const ZPublishDecisionsRequest = z.strictObject({ IdCampagneSection: ZId });
export type PublishDecisionsRequest = z.infer<typeof ZPublishDecisionsRequest>;

export const ZPublishDecisionsResponse = z.object({
  /** Entries whose filmmaker now sees a new status (each was emailed). */
  published: z.number().int(),
});
export type PublishDecisionsResponse = z.infer<typeof ZPublishDecisionsResponse>;
