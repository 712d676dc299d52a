import type { Database } from '@shortlist/db/client';
import { adresse, structure } from '@shortlist/db/schema/contacts';
import { createTestDatabase } from '@shortlist/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eraseAccountAddresses } from './erase-account-addresses.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seed: 'dictionaries' });
});
afterAll(() => database.close());

describe('eraseAccountAddresses', () => {
  it('clears the postal addresses of the account and of its structure, no other', async () => {
    const db = database.db;
    const insert = async (Ligne1: string) =>
      (await db.insert(adresse).values({ IdPays: 1, Ligne1, Ville: 'Paris' }).returning())[0]?.Id ?? 0;
    const own = await insert('1 rue des Films');
    const company = await insert('2 rue des Films');
    const other = await insert('3 rue des Films');
    const [firm] = await db
      .insert(structure)
      .values({ RaisonSociale: 'Analytical Films', IdAdresse: company })
      .returning();
    await eraseAccountAddresses(db, { IdAdresse: own, IdStructure: firm?.Id ?? null });
    const line = async (id: number) => (await db.select().from(adresse).where(eq(adresse.Id, id)))[0]?.Ligne1;
    expect(await line(own)).toBeNull();
    expect(await line(company)).toBeNull();
    expect(await line(other)).toBe('3 rue des Films');
  });
});
