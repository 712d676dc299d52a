import type { Db } from '@shortlist/db/client';
import { invitation } from '@shortlist/db/schema/invitations';
import { normalizeLogin } from '@shortlist/domain/accounts/login-rules';
import { and, isNull, sql } from 'drizzle-orm';

/**
 * An account proved it owns `login` (activation, or a confirmed login change: both in the auth
 * area, in their own transaction `tx`): the invitations sent to that address while no account
 * had proven it (`create-invitation --email`) become the account's (spec §3 Invitation).
 *
 * Only invitations without an account move. One already attached stays with its account for
 * good, even when that account later changes its login and someone else takes the old address:
 * the invitation went to the person, and the address was only how to reach them.
 */
export async function attachAccountInvitations(
  tx: Db,
  options: { accountId: number; login: string },
): Promise<void> {
  await tx
    .update(invitation)
    .set({ IdCompte: options.accountId })
    // `lower("Email")` is what `invitation_email_idx` indexes (among rows without an account).
    .where(
      and(isNull(invitation.IdCompte), sql`lower(${invitation.Email}) = ${normalizeLogin(options.login)}`),
    );
}
