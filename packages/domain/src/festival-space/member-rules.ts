import type { FestivalRole } from './member-roles.ts';

/** A member as the rule below reads it: its id and its role. */
export type MemberRole = { IdMembre: number; role: FestivalRole };

/**
 * A festival keeps at least one manager (issue 31): someone must be able to invite members,
 * publish decisions and see payouts. Whether the festival still has one once member `IdMembre`
 * takes `role` (null: the member leaves). Only a change that takes the last manager away is
 * refused: a festival left without one (its last manager deleted their account) may still lose
 * a programmer, and gets a manager back from the operator (`add-festival-member`).
 */
export function keepsAManager(
  members: readonly MemberRole[],
  change: { IdMembre: number; role: FestivalRole | null },
): boolean {
  const managersBefore = members.filter((m) => m.role === 'manager');
  if (managersBefore.length === 0) return true;
  return members.some((m) => (m.IdMembre === change.IdMembre ? change.role : m.role) === 'manager');
}
