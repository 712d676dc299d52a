import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import * as schema from './schema/all.ts';
import { createTestDatabase } from './testing.ts';

describe('migrations', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: 'none' });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('create every table of the schema on a fresh database', async () => {
    const result = await database.db.execute<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_schema = 'public'`,
    );
    const tables = new Set(result.rows.map((r) => r.name));
    const expected = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => value instanceof PgTable)
      .map((table) => getTableConfig(table).name);
    expect(expected.length).toBeGreaterThan(30);
    for (const name of expected) expect(tables, name).toContain(name);
  });

  it('keep the spec field names as column names', async () => {
    const result = await database.db.execute<{ name: string }>(
      sql`select column_name as name from information_schema.columns where table_name = 'pays'`,
    );
    expect(result.rows.map((r) => r.name).sort()).toEqual(
      ['Id', 'IdLibelle', 'IsCee', 'Iso2', 'Ordre', 'PrefixeTelephone', 'TauxTaxe'].sort(),
    );
  });

  it('apply once: running them again changes nothing', async () => {
    await expect(migrateDatabase(database)).resolves.toBeUndefined();
  });
});
