import type { Db } from '@shortlist/db/client';
import { structure } from '@shortlist/db/schema/contacts';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { Account } from '../../platform/session-store.ts';

export type OwnedIds = {
  personne: number[];
  coordonnee: number[];
  structure: number[];
  adresse: number[];
};

/**
 * The profile records a signed-in account may read and change: its own person, contact details,
 * structure and postal address, and the structure's address and contact details. Anything else
 * answers 404, whether it exists or not (no probing of other accounts' ids).
 */
export async function ownedIds(db: Db, account: Account): Promise<OwnedIds> {
  const ids: OwnedIds = { personne: [], coordonnee: [], structure: [], adresse: [] };
  if (account.IdPersonne !== null) ids.personne.push(account.IdPersonne);
  if (account.IdCoordonnee !== null) ids.coordonnee.push(account.IdCoordonnee);
  if (account.IdAdresse !== null) ids.adresse.push(account.IdAdresse);
  if (account.IdStructure !== null) {
    ids.structure.push(account.IdStructure);
    const [own] = await db.select().from(structure).where(eq(structure.Id, account.IdStructure));
    if (own?.IdAdresse) ids.adresse.push(own.IdAdresse);
    if (own?.IdCoordonnee) ids.coordonnee.push(own.IdCoordonnee);
  }
  return ids;
}

export async function assertOwned(db: Db, account: Account, kind: keyof OwnedIds, id: number): Promise<void> {
  const ids = await ownedIds(db, account);
  if (!ids[kind].includes(id)) throw new AppError('NOT_FOUND');
}
