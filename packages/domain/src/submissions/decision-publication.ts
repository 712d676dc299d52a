import { DECISION_REASONS, type DecisionReason } from '../festival-space/decision-reasons.ts';
import { SUBMISSION_STATUS } from './submission-status.ts';

/*
 * What publishing a section's decisions changes (issue 31; docs/decisions.md "Decisions and their
 * publication"). The festival's working status (`Statut`) differs from the filmmaker's
 * (`StatutPublie`) only after a festival move: those entries, and only those, are published, each
 * with the note and reasons written for it. A note or reasons changed while the status stayed the
 * same are not sent on their own: a status change is what a filmmaker is told, the note travels
 * with it.
 */

/** An entry of the section as it stands before publishing. */
export type DecisionDraft = {
  IdInscription: number;
  Statut: number;
  StatutPublie: number;
  MessageDecision: string | null;
  MotifsDecision: readonly string[] | null;
};

/** One decision the filmmaker is told of. */
export type PublishedDecision = {
  IdInscription: number;
  /** What the filmmaker saw, and what they see now. */
  from: number;
  to: number;
  /** The filmmaker had already been told a decision of the festival: this one updates it. */
  correction: boolean;
  note: string | null;
  reasons: DecisionReason[];
};

/** The decisions a publication sends, in the entries' order. */
export function decisionsToPublish(entries: readonly DecisionDraft[]): PublishedDecision[] {
  return entries
    .filter((entry) => entry.Statut !== entry.StatutPublie)
    .map((entry) => ({
      IdInscription: entry.IdInscription,
      from: entry.StatutPublie,
      to: entry.Statut,
      correction: isDecisionCorrection(entry.StatutPublie),
      note: decisionNote(entry.MessageDecision),
      reasons: decisionReasons(entry.MotifsDecision),
    }));
}

/**
 * Whether the status a filmmaker saw was already a festival's decision. The platform alone
 * publishes "not finished", "sent" and a refund's "cancelled" (which takes no arrow afterwards), so
 * any other published status came from an earlier publication of the festival.
 */
export function isDecisionCorrection(publishedStatus: number): boolean {
  return publishedStatus !== SUBMISSION_STATUS.notFinished && publishedStatus !== SUBMISSION_STATUS.sent;
}

/** A personal note as kept and sent: trimmed, and none when only blanks remain. */
export function decisionNote(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** The known reasons among `values`, once each, in the list's order (the email's order). */
export function decisionReasons(values: readonly string[] | null | undefined): DecisionReason[] {
  const given = new Set(values ?? []);
  return DECISION_REASONS.filter((reason) => given.has(reason));
}

/** What the filmmaker's submission shows of a published decision: its note and reasons, or nothing. */
export function publishedDecision(
  note: string | null,
  reasons: readonly string[] | null,
): { note: string | null; reasons: DecisionReason[] } | null {
  const decision = { note: decisionNote(note), reasons: decisionReasons(reasons) };
  return decision.note === null && decision.reasons.length === 0 ? null : decision;
}
