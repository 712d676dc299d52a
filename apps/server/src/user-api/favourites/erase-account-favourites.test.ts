import type { Database } from '@shortlist/db/client';
import { calendrierFavoris, favori, rappelEcheance } from '@shortlist/db/schema/favourites';
import { festival } from '@shortlist/db/schema/festivals';
import { createTestDatabase } from '@shortlist/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../test/test-accounts.ts';
import { eraseAccountFavourites } from './erase-account-favourites.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seed: 'demo', now: new Date('2025-06-10T12:00:00Z') });
});
afterAll(() => database.close());

describe('eraseAccountFavourites', () => {
  it("deletes the account's favourites, reminder log and calendar settings, nobody else's", async () => {
    const db = database.db;
    const [target] = await db.select({ Id: festival.Id }).from(festival).limit(1);
    const IdFestival = target?.Id ?? 0;
    const gone = await insertAccount({ database }, 'gone@example.com');
    const kept = await insertAccount({ database }, 'kept@example.com');
    for (const IdCompte of [gone, kept]) {
      await db.insert(favori).values({ IdCompte, IdFestival });
      await db.insert(rappelEcheance).values({ IdCompte, IdFestival, DateEcheance: '2025-07-01', Jours: 7 });
      await db.insert(calendrierFavoris).values({ IdCompte, JetonCalendrier: `token-of-${IdCompte}` });
    }
    await eraseAccountFavourites(db, { Id: gone });
    expect(await db.select().from(favori).where(eq(favori.IdCompte, gone))).toEqual([]);
    expect(await db.select().from(rappelEcheance).where(eq(rappelEcheance.IdCompte, gone))).toEqual([]);
    expect(await db.select().from(calendrierFavoris).where(eq(calendrierFavoris.IdCompte, gone))).toEqual([]);
    expect(await db.select().from(favori).where(eq(favori.IdCompte, kept))).toHaveLength(1);
    expect(
      await db.select().from(calendrierFavoris).where(eq(calendrierFavoris.IdCompte, kept)),
    ).toHaveLength(1);
    expect(await db.select().from(rappelEcheance).where(eq(rappelEcheance.IdCompte, kept))).toHaveLength(1);
  });
});
