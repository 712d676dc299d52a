import { type DateInput, utcDayNumber } from '../festivals/utc-days.ts';

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
  if (utcDayNumber(invitation.DateValiditee) < utcDayNumber(now)) return 'expired';
  return 'pending';
}

/** Days left to answer: 0 on the last day; negative once expired (the panel's "expires soon"). */
export function invitationDaysLeft(invitation: { DateValiditee: DateInput }, now: Date): number {
  return utcDayNumber(invitation.DateValiditee) - utcDayNumber(now);
}
