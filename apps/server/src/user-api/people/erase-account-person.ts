import type { Db } from '@shortlist/db/client';
import { personne } from '@shortlist/db/schema/accounts';
import { coordonnee, structure } from '@shortlist/db/schema/contacts';
import { eq } from 'drizzle-orm';
import type { Account } from '../../platform/session-store.ts';

const NO_CONTACT = {
  Telephone: null,
  Email: null,
  SiteWeb: null,
  UrlLinkedin: null,
  UrlInstagram: null,
  UrlFacebook: null,
  UrlTwitter: null,
};

/**
 * Account deletion (`DELETE compte`): the person's name and birth year, and the contact details
 * of the account and of its structure, are cleared. The rows stay: other records point at them.
 */
export async function eraseAccountPerson(
  tx: Db,
  account: Pick<Account, 'IdPersonne' | 'IdCoordonnee' | 'IdStructure'>,
): Promise<void> {
  if (account.IdPersonne !== null) {
    await tx
      .update(personne)
      .set({ IdCivilite: null, Nom: null, Prenom: null, Pseudo: null, AnneeNaissance: null })
      .where(eq(personne.Id, account.IdPersonne));
  }
  const contactIds = [account.IdCoordonnee];
  if (account.IdStructure !== null) {
    const [own] = await tx
      .select({ IdCoordonnee: structure.IdCoordonnee })
      .from(structure)
      .where(eq(structure.Id, account.IdStructure));
    contactIds.push(own?.IdCoordonnee ?? null);
  }
  for (const id of contactIds) {
    if (id !== null) await tx.update(coordonnee).set(NO_CONTACT).where(eq(coordonnee.Id, id));
  }
}
