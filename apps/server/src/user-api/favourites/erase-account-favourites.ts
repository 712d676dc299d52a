import type { Db } from '@shortlist/db/client';
import { calendrierFavoris, favori, rappelEcheance } from '@shortlist/db/schema/favourites';
import { eq } from 'drizzle-orm';
import type { Account } from '../../platform/session-store.ts';

/**
 * Account deletion (`DELETE compte`): favourites are personal data; the reminder log and the
 * calendar settings (the feed address stops working) go with them.
 */
export async function eraseAccountFavourites(tx: Db, account: Pick<Account, 'Id'>): Promise<void> {
  await tx.delete(favori).where(eq(favori.IdCompte, account.Id));
  await tx.delete(rappelEcheance).where(eq(rappelEcheance.IdCompte, account.Id));
  await tx.delete(calendrierFavoris).where(eq(calendrierFavoris.IdCompte, account.Id));
}
