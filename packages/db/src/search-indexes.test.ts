import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { festival } from './schema/festivals.ts';
import { searchName } from './search-name.ts';
import { createTestDatabase } from './testing.ts';

// Migration 0006_search_indexes: a trigram index answers the directory's `NomRecherche like
// '%term%'` (accents and case folded in the column) without reading every festival.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seed: 'demo' });
});
afterAll(() => database.close());

type PlanRow = { 'QUERY PLAN': string };

describe('the festival name search index', () => {
  it('is one PostgreSQL can use for a substring search (pg_trgm, on PGlite and PostgreSQL)', async () => {
    const plan = await database.db.transaction(async (tx) => {
      // The demo catalogue is small enough that a scan is cheaper; forbid it to see the index is usable.
      await tx.execute(sql`set local enable_seqscan = off`);
      const { rows } = await tx.execute<PlanRow>(
        sql`explain select "Id" from "festival" where "NomRecherche" like ${'%courts%'}`,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('festival_nom_recherche_trgm_idx');
  });

  it('finds what a scan of every name finds, accents and case ignored', async () => {
    const all = await database.db.select({ Id: festival.Id, Nom: festival.Nom }).from(festival);
    for (const term of ['courts', 'COURTS', 'métrage', 'festival de', 'ci']) {
      const folded = searchName(term);
      const { rows } = await database.db.execute<{ Id: number }>(
        sql`select "Id" from "festival" where "NomRecherche" like ${`%${folded}%`} order by "Id"`,
      );
      const expected = all
        .filter((row) => searchName(row.Nom).includes(folded))
        .map((row) => row.Id)
        .sort((a, b) => a - b);
      expect(
        rows.map((row) => row.Id),
        term,
      ).toEqual(expected);
    }
  });
});
