import { DEFAULT_PRODUCTS } from '@shortlist/domain/orders/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { compte } from './schema/accounts.ts';
import { produit, timbreSolde } from './schema/orders.ts';
import { createTestDatabase } from './testing.ts';

describe('order tables', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: 'none' });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('the migration seeds the catalogue with the domain defaults', async () => {
    const rows = await database.db.select().from(produit).orderBy(produit.Ordre);
    expect(
      rows.map((r) => ({
        code: r.Code,
        kind: r.Kind,
        priceCents: r.PrixHT,
        stamps: r.Timbres,
        months: r.DureeMois,
        ordre: r.Ordre,
      })),
    ).toEqual(DEFAULT_PRODUCTS);
    expect(rows.every((r) => r.IsActif)).toBe(true);
  });

  it('the database refuses a stamp balance below zero', async () => {
    const [account] = await database.db
      .insert(compte)
      .values({ Login: 'ledger@example.com' })
      .returning({ Id: compte.Id });
    await database.db.insert(timbreSolde).values({ IdCompte: account!.Id, Solde: 1 });
    await expect(
      database.db.insert(timbreSolde).values({ IdCompte: account!.Id + 1000, Solde: -1 }),
    ).rejects.toThrow();
    await expect(
      database.db.execute(
        `update "timbre_solde" set "Solde" = "Solde" - 2 where "IdCompte" = ${account!.Id}`,
      ),
    ).rejects.toThrow();
  });
});
