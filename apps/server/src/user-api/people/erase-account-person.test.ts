import type { Database } from '@shortlist/db/client';
import { personne } from '@shortlist/db/schema/accounts';
import { coordonnee, structure } from '@shortlist/db/schema/contacts';
import { createTestDatabase } from '@shortlist/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eraseAccountPerson } from './erase-account-person.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seed: 'dictionaries' });
});
afterAll(() => database.close());

describe('eraseAccountPerson', () => {
  it('clears the person and the contact details of the account and of its structure', async () => {
    const db = database.db;
    const [person] = await db
      .insert(personne)
      .values({ Nom: 'Lovelace', Prenom: 'Ada', Pseudo: 'Ada' })
      .returning();
    const [own] = await db.insert(coordonnee).values({ Email: 'ada@example.com' }).returning();
    const [company] = await db.insert(coordonnee).values({ SiteWeb: 'https://films.example' }).returning();
    const [other] = await db.insert(coordonnee).values({ Email: 'other@example.com' }).returning();
    const [firm] = await db
      .insert(structure)
      .values({ RaisonSociale: 'Analytical Films', IdCoordonnee: company?.Id })
      .returning();
    await eraseAccountPerson(db, {
      IdPersonne: person?.Id ?? null,
      IdCoordonnee: own?.Id ?? null,
      IdStructure: firm?.Id ?? null,
    });
    const [cleared] = await db
      .select()
      .from(personne)
      .where(eq(personne.Id, person?.Id ?? 0));
    expect(cleared).toMatchObject({ Nom: null, Prenom: null, Pseudo: null });
    const contact = async (id: number | undefined) =>
      (
        await db
          .select()
          .from(coordonnee)
          .where(eq(coordonnee.Id, id ?? 0))
      )[0];
    expect((await contact(own?.Id))?.Email).toBeNull();
    expect((await contact(company?.Id))?.SiteWeb).toBeNull();
    expect((await contact(other?.Id))?.Email).toBe('other@example.com');
  });
});
