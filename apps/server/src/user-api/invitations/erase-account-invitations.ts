import type { Db } from '@shortlist/db/client';
import { invitation } from '@shortlist/db/schema/invitations';
import { eq } from 'drizzle-orm';
import type { Account } from '../../platform/session-store.ts';

/**
 * Account deletion (`DELETE compte`): the account's invitations go (they hold its email and a
 * festival's message to it); an entry that answered one keeps its invited price on its own row.
 */
export async function eraseAccountInvitations(tx: Db, account: Pick<Account, 'Id'>): Promise<void> {
  await tx.delete(invitation).where(eq(invitation.IdCompte, account.Id));
}
