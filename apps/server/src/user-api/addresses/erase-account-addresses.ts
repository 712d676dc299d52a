import type { Db } from '@shortlist/db/client';
import { adresse, structure } from '@shortlist/db/schema/contacts';
import { eq } from 'drizzle-orm';
import type { Account } from '../../platform/session-store.ts';

/**
 * Account deletion (`DELETE compte`): the postal addresses of the account and of its structure
 * are cleared (the structure is only read, to find its address). The billing address stays: the
 * invoices the order API keeps are issued to it.
 */
export async function eraseAccountAddresses(
  tx: Db,
  account: Pick<Account, 'IdAdresse' | 'IdStructure'>,
): Promise<void> {
  const addressIds = [account.IdAdresse];
  if (account.IdStructure !== null) {
    const [own] = await tx
      .select({ IdAdresse: structure.IdAdresse })
      .from(structure)
      .where(eq(structure.Id, account.IdStructure));
    addressIds.push(own?.IdAdresse ?? null);
  }
  for (const id of addressIds) {
    if (id === null) continue;
    await tx
      .update(adresse)
      .set({ Ligne1: null, Ligne2: null, Province: null, Cp: null, Ville: null })
      .where(eq(adresse.Id, id));
  }
}
