import { calendarDaysLeft, isWithinSoonWindow } from '../expires-soon.ts';
import type { DateInput } from '../festivals/utc-days.ts';

/** Spec §3 Invitation, as the filmmaker sees it: still to answer, answered, or past its day. */
export const INVITATION_STATUSES = ['pending', 'used', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/**
 * An invitation is used once an entry answered it (even past its day: the entry stands), else
 * expired after its validity day (valid through that whole UTC day, like the engine's
 * `ELIGIBILITY_INVITATION_EXPIRED`), else pending.
 */
export function invitationStatus(
  invitation: { DateValiditee: DateInput; IdInscription: number | null },
  now: Date,
): InvitationStatus {
  if (invitation.IdInscription !== null) return 'used';
  if (invitationDaysLeft(invitation, now) < 0) return 'expired';
  return 'pending';
}

/**
 * Days left to answer: 0 on the last day; negative once expired. `DateValiditee` is a plain
 * calendar day, so today is read on UTC, as the engine reads it.
 */
export function invitationDaysLeft(invitation: { DateValiditee: DateInput }, now: Date): number {
  return calendarDaysLeft(invitation.DateValiditee, now);
}

/** The panel's expires-soon marker: still to answer and its last day within the window (`expires-soon.ts`). */
export function isInvitationExpiringSoon(
  invitation: { DateValiditee: DateInput; IdInscription: number | null },
  now: Date,
): boolean {
  return (
    invitationStatus(invitation, now) === 'pending' && isWithinSoonWindow(invitationDaysLeft(invitation, now))
  );
}

/** The invitations still to answer (`pending`), in the order given. */
export function pendingInvitations<T extends { status: InvitationStatus }>(invitations: readonly T[]): T[] {
  return invitations.filter((invitation) => invitation.status === 'pending');
}

/** What the festival page's main button does for a signed-in filmmaker. */
export type FestivalEntryAction = 'submit' | 'answerInvitation' | 'seeSections';

/**
 * The festival page's main button (issue 32): an open call is entered through the submission
 * panel (which opens on its invitation variant when the festival invited the filmmaker); a call
 * the public cannot enter (invitation only, closed, not open yet) still opens that panel for a
 * filmmaker with an invitation to answer, since an invitation replaces the calendar and the
 * invitation-only rule (docs/decisions.md); anyone else reads the sections.
 */
export function festivalEntryAction(options: {
  callOpen: boolean;
  pendingInvitations: number;
}): FestivalEntryAction {
  if (options.callOpen) return 'submit';
  return options.pendingInvitations > 0 ? 'answerInvitation' : 'seeSections';
}
