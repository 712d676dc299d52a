import type { Db } from '@shortlist/db/client';
import { membreFestival } from '@shortlist/db/schema/festival-space';
import { eq } from 'drizzle-orm';
import type { Account } from '../../platform/session-store.ts';

/**
 * Account deletion (`DELETE compte`): the account leaves every festival it was a member of (its
 * row stays for the invoices, so the foreign key's cascade does not do it), and the members it
 * invited no longer name it. A festival whose last manager this was gets one back from the
 * operator (`add-festival-member`): deleting an account is never refused for it.
 */
export async function eraseAccountFestivalMembers(tx: Db, account: Pick<Account, 'Id'>): Promise<void> {
  await tx.delete(membreFestival).where(eq(membreFestival.IdCompte, account.Id));
  await tx
    .update(membreFestival)
    .set({ IdInvitePar: null })
    .where(eq(membreFestival.IdInvitePar, account.Id));
}
