import type { AccountSession } from '@shortlist/domain/accounts/api-contracts';

/**
 * Whether the account is a member of a festival (issue 31, `festivals` of the session): the header
 * then offers the festival workspace, and sign-in lands there. An answer without the list reads as
 * no membership.
 */
export function isFestivalMember(session: Pick<AccountSession, 'festivals'> | null | undefined): boolean {
  return (session?.festivals?.length ?? 0) > 0;
}

/**
 * Where an account lands after signing in when no page sent it to sign-in: a festival member in
 * the workspace (it can switch to the filmmaker side from there), anyone else on the dashboard.
 */
export function landingRoute(session: Pick<AccountSession, 'festivals'>): 'festivalSpace' | 'dashboard' {
  return isFestivalMember(session) ? 'festivalSpace' : 'dashboard';
}
