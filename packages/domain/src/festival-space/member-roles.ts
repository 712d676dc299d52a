/**
 * A festival member's role (docs/decisions.md "Festival access", issue 31): a `manager` does all of the
 * festival's work, publishes its decisions, invites and removes members and sees its payouts; a
 * `programmer` watches, notes and proposes statuses. The rules below are the only place the two
 * differ: the server checks them on every call, the workspace reads them to show what it offers.
 */
export const FESTIVAL_ROLES = ['manager', 'programmer'] as const;
export type FestivalRole = (typeof FESTIVAL_ROLES)[number];

/** Every member sees the festival's entries, their films and screeners. */
export function canViewEntries(role: FestivalRole | null | undefined): boolean {
  return role === 'manager' || role === 'programmer';
}

/** Every member moves entries through the state machine (internal until published). */
export function canSetEntryStatus(role: FestivalRole | null | undefined): boolean {
  return role === 'manager' || role === 'programmer';
}

/** Only a manager tells filmmakers: publishing a section's decisions. */
export function canPublishDecisions(role: FestivalRole | null | undefined): boolean {
  return role === 'manager';
}

/** Only a manager invites and removes members. */
export function canManageMembers(role: FestivalRole | null | undefined): boolean {
  return role === 'manager';
}

/** Only a manager sees money: payouts and statements. */
export function canSeePayouts(role: FestivalRole | null | undefined): boolean {
  return role === 'manager';
}

/** Only a manager invites films to a section at a price. */
export function canInviteFilms(role: FestivalRole | null | undefined): boolean {
  return role === 'manager';
}

/** Only a manager edits the festival's profile: its public page (issue 33). */
export function canEditProfile(role: FestivalRole | null | undefined): boolean {
  return role === 'manager';
}

/** Only a manager makes, hands and withdraws the festival's discount codes: money (issue 33). */
export function canManageCodes(role: FestivalRole | null | undefined): boolean {
  return role === 'manager';
}

/** Only a manager assigns entries to programmers and sees every member's conflicts (issue 34). */
export function canAssignEntries(role: FestivalRole | null | undefined): boolean {
  return role === 'manager';
}

/** Only a manager reads every member's scores, their mean and spread, sorts by them and sets the jury's rules (issue 34). */
export function canSeeScores(role: FestivalRole | null | undefined): boolean {
  return role === 'manager';
}
