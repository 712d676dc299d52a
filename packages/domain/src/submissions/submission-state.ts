import { SUBMISSION_STATUS, type SubmissionStatusName } from './submission-status.ts';

/**
 * The submission's one state machine (docs/decisions.md "Allowed transitions", issue 31). Every status
 * change of an entry goes through `nextSubmissionStatus`, and the server writes an audit row with
 * it (`submissions/submission-transition.ts`):
 *
 * - not finished -> sent: the platform, when the order is paid (removal from the basket is a
 *   deletion, not a status);
 * - sent -> validated (reception confirmed) or cancelled (the platform's refund, or the festival
 *   refusing an entry it cannot judge);
 * - validated -> selected, not selected or selected elsewhere (accepted in another section);
 * - selected -> awarded.
 *
 * Cancelled and awarded are final; not selected and selected elsewhere take no arrow either.
 * A festival's own moves stay internal until a manager publishes its section's decisions
 * (`inscription.StatutPublie`); the platform's moves are seen by the filmmaker at once.
 */

/** Who moves a submission (the audit row's `Auteur`). */
export const SUBMISSION_ACTORS = ['platform', 'festival'] as const;
export type SubmissionActor = (typeof SUBMISSION_ACTORS)[number];

type Status = (typeof SUBMISSION_STATUS)[SubmissionStatusName];

const S = SUBMISSION_STATUS;

/** Each status's arrows and who may take each. */
const ARROWS: Readonly<Record<Status, ReadonlyArray<{ to: Status; by: readonly SubmissionActor[] }>>> = {
  [S.notFinished]: [{ to: S.sent, by: ['platform'] }],
  [S.sent]: [
    { to: S.validated, by: ['festival'] },
    { to: S.cancelled, by: ['platform', 'festival'] },
  ],
  [S.validated]: [
    { to: S.selected, by: ['festival'] },
    { to: S.notSelected, by: ['festival'] },
    { to: S.selectedElsewhere, by: ['festival'] },
  ],
  [S.selected]: [{ to: S.awarded, by: ['festival'] }],
  [S.notSelected]: [],
  [S.selectedElsewhere]: [],
  [S.awarded]: [],
  [S.cancelled]: [],
};

export type SubmissionTransition =
  | { ok: true; from: number; to: number }
  | { ok: false; from: number; to: number; reason: 'unknown-status' | 'no-arrow' | 'not-allowed' };

/** Whether `actor` may move a submission from `from` to `to`; a refusal says why. */
export function nextSubmissionStatus(from: number, to: number, actor: SubmissionActor): SubmissionTransition {
  const arrows = ARROWS[from as Status];
  if (!arrows || !isSubmissionStatus(to)) return { ok: false, from, to, reason: 'unknown-status' };
  const arrow = arrows.find((a) => a.to === to);
  if (!arrow) return { ok: false, from, to, reason: 'no-arrow' };
  if (!arrow.by.includes(actor)) return { ok: false, from, to, reason: 'not-allowed' };
  return { ok: true, from, to };
}

/** The statuses `actor` may move a submission to from `from` (the workspace's menu). */
export function reachableStatuses(from: number, actor: SubmissionActor): number[] {
  return (ARROWS[from as Status] ?? []).filter((a) => a.by.includes(actor)).map((a) => a.to);
}

/** Statuses no arrow leaves. */
export function isFinalSubmissionStatus(status: number): boolean {
  return (ARROWS[status as Status] ?? []).length === 0;
}

export function isSubmissionStatus(value: number): value is Status {
  return Object.values(S).includes(value as Status);
}

/** The name of a status flag (`sent`, `notSelected`...), the key of its label in the catalogues. */
export function submissionStatusName(status: number): SubmissionStatusName | undefined {
  return (Object.keys(S) as SubmissionStatusName[]).find((name) => S[name] === status);
}

/**
 * The statuses a festival sees: from sent on (never an unfinished, unpaid entry, docs/decisions.md
 * "Festival access"), as a mask for `"Statut" & mask <> 0`.
 */
export const FESTIVAL_VISIBLE_STATUSES =
  S.sent | S.validated | S.selected | S.notSelected | S.selectedElsewhere | S.awarded | S.cancelled;
