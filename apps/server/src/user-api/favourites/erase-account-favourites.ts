import type { Db } from '@shortlist/db/client';
import { favori, rappelEcheance } from '@shortlist/db/schema/favourites';
import { eq } from 'drizzle-orm';
import type { Account } from '../../platform/session-store.ts';

/** Account deletion (`DELETE compte`): favourites are personal data; the reminder log goes with them. */
export async function eraseAccountFavourites(tx: Db, account: Pick<Account, 'Id'>): Promise<void> {
  await tx.delete(favori).where(eq(favori.IdCompte, account.Id));
  await tx.delete(rappelEcheance).where(eq(rappelEcheance.IdCompte, account.Id));
}
