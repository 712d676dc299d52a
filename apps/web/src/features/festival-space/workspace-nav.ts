import {
  canAssignEntries,
  canEditProfile,
  canInviteFilms,
  canManageCodes,
  canManageMembers,
  canSeePayouts,
  canViewEntries,
  type FestivalRole,
} from '@shortlist/domain/festival-space/member-roles';
import { canManageCalls } from '@shortlist/domain/festivals/call-lifecycle';
import type { RouteKey } from '@shortlist/i18n/routes';

/** The workspace's pages of one festival, in the header's order, each with who may open it. */
export const WORKSPACE_PAGES: ReadonlyArray<{
  route: RouteKey;
  label: string;
  allowed: (role: FestivalRole | null | undefined) => boolean;
}> = [
  { route: 'festivalSpaceEntries', label: 'nav.entries', allowed: canViewEntries },
  { route: 'festivalSpaceQueue', label: 'nav.queue', allowed: canViewEntries },
  { route: 'festivalSpaceAssignments', label: 'nav.assignments', allowed: canAssignEntries },
  { route: 'festivalSpaceJuryFigures', label: 'nav.juryFigures', allowed: canAssignEntries },
  { route: 'festivalSpaceMembers', label: 'nav.members', allowed: canManageMembers },
  { route: 'festivalSpaceInvitations', label: 'nav.invitations', allowed: canInviteFilms },
  { route: 'festivalSpaceCalls', label: 'nav.calls', allowed: canManageCalls },
  { route: 'festivalSpaceCodes', label: 'nav.codes', allowed: canManageCodes },
  { route: 'festivalSpacePayouts', label: 'nav.payouts', allowed: canSeePayouts },
  { route: 'festivalSpaceProfile', label: 'nav.profile', allowed: canEditProfile },
  // Every member may ask support about the festival (issue 36).
  { route: 'festivalSpaceSupport', label: 'nav.support', allowed: () => true },
  // And read the festivals' tutorials and questions (issue 36).
  { route: 'festivalSpaceHelp', label: 'nav.help', allowed: () => true },
];

/**
 * Where the festival switcher leads: the same page of the other festival when the member's role
 * there opens it, else its inbox (an entry belongs to one festival, so its view leads there too).
 */
export function switchTarget(current: RouteKey, role: FestivalRole): RouteKey {
  const page = WORKSPACE_PAGES.find((candidate) => candidate.route === current);
  return page?.allowed(role) ? page.route : 'festivalSpaceEntries';
}
