import type { Database } from '@shortlist/db/client';
import { compte, jeton, personne, session } from '@shortlist/db/schema/accounts';
import { adresse, coordonnee } from '@shortlist/db/schema/contacts';
import { film } from '@shortlist/db/schema/films';
import { createTestDatabase } from '@shortlist/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../platform/tokens.ts';
import { insertAccount, loadAccount, PASSWORD } from '../../test/test-accounts.ts';
import { deleteAccount } from './delete-account.ts';

const NOW = new Date('2025-06-10T12:00:00Z');
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seed: 'dictionaries' });
});
afterAll(() => database.close());

/** An account with a person, contact details and an address of its own. */
async function fullAccount(login: string): Promise<number> {
  const db = database.db;
  const id = await insertAccount({ database }, login);
  const [person] = await db.insert(personne).values({ Nom: 'Lovelace', Prenom: 'Ada' }).returning();
  const [contact] = await db.insert(coordonnee).values({ Telephone: '+44.2079460000' }).returning();
  const [address] = await db.insert(adresse).values({ IdPays: 1, Ligne1: '12 rue des Films' }).returning();
  await db
    .update(compte)
    .set({ IdPersonne: person?.Id, IdCoordonnee: contact?.Id, IdAdresse: address?.Id, IsAccepteMail: true })
    .where(eq(compte.Id, id));
  return id;
}

describe('deleteAccount', () => {
  it('refuses a wrong password and changes nothing', async () => {
    const account = await loadAccount({ database }, await fullAccount('keep@example.com'));
    await expect(
      deleteAccount(database.db, { account, password: 'Not-It-123', now: NOW }),
    ).rejects.toMatchObject({ code: 'WRONG_CURRENT_PASSWORD' });
    expect((await loadAccount({ database }, account.Id)).DateSuppression).toBeNull();
  });

  it('anonymises the account, ends sessions and links, and has each area erase its rows', async () => {
    const account = await loadAccount({ database }, await fullAccount('gone@example.com'));
    await issueToken(database.db, { kind: 'unsubscribe', accountId: account.Id, now: NOW });
    const [own] = await database.db
      .insert(film)
      .values({
        IdCompte: account.Id,
        TitreOriginal: 'Mine',
        TitreRecherche: 'mine',
        DateDeclarationDroits: NOW,
      })
      .returning({ Id: film.Id });
    const removedFolders: string[] = [];
    await deleteAccount(database.db, {
      account,
      password: PASSWORD,
      now: NOW,
      storage: { removeFolder: async (folder) => void removedFolders.push(folder) },
    });
    // The films area removed the film (never submitted), and its files once committed.
    expect(await database.db.select().from(film).where(eq(film.IdCompte, account.Id))).toEqual([]);
    expect(removedFolders).toEqual([`films/${own?.Id}`]);
    const deleted = await loadAccount({ database }, account.Id);
    expect(deleted).toMatchObject({
      Login: `deleted-${account.Id}@invalid`,
      Password: null,
      IsAccepteMail: false,
    });
    expect(deleted.DateSuppression).toEqual(NOW);
    expect(await database.db.select().from(session).where(eq(session.IdCompte, account.Id))).toEqual([]);
    const links = await database.db.select().from(jeton).where(eq(jeton.IdCompte, account.Id));
    expect(links.every((link) => link.DateUtilisation !== null)).toBe(true);
    const [person] = await database.db
      .select()
      .from(personne)
      .where(eq(personne.Id, account.IdPersonne ?? 0));
    expect(person).toMatchObject({ Nom: null, Prenom: null });
    const [contact] = await database.db
      .select()
      .from(coordonnee)
      .where(eq(coordonnee.Id, account.IdCoordonnee ?? 0));
    expect(contact?.Telephone).toBeNull();
    const [address] = await database.db
      .select()
      .from(adresse)
      .where(eq(adresse.Id, account.IdAdresse ?? 0));
    expect(address?.Ligne1).toBeNull();
  });
});
