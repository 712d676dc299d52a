import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDatabase } from './seed/seed-database.ts';
import { createTestDatabase } from './testing.ts';

// A test database with the dictionaries comes, on PGlite, from a dump that already holds them
// (test-template.ts): it must hold what seeding an empty one gives, row for row.

/**
 * Columns whose value differs between two databases holding the same rows, by design: compared
 * without them. `inbox_version."Version"` is the id of the transaction that last changed the
 * festival's inbox (0031_inbox_version.sql), which depends on how many transactions ran before.
 */
const VOLATILE: Record<string, string> = { inbox_version: '"IdFestival"' };

/**
 * Every table's rows, as text, in a stable order. Timestamps are left out: rows the migrations
 * write carry the time their dump was made, whichever dump it is.
 */
async function contents(db: Awaited<ReturnType<typeof createTestDatabase>>['db']) {
  const tables = await db.execute<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const rows: Record<string, string[]> = {};
  for (const { name } of tables.rows) {
    const kept = VOLATILE[name];
    const row = kept ? sql.raw(`(${kept})::text`) : sql`t::text`;
    const result = await db.execute<{ row: string }>(
      sql`select ${row} as row from ${sql.identifier(name)} t order by 1`,
    );
    rows[name] = result.rows.map((r) => r.row.replace(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d+)?\+00/g, 'TIME'));
  }
  return rows;
}

describe('a test database with the dictionaries', () => {
  it('holds what seeding an empty migrated one gives, and a later id follows the same sequence', async () => {
    const fromDump = await createTestDatabase();
    const seeded = await createTestDatabase({ seed: 'none' });
    try {
      await seedDatabase({ db: seeded.db, now: new Date(), demo: false });
      const [expected, actual] = [await contents(seeded.db), await contents(fromDump.db)];
      expect(Object.keys(actual)).toEqual(Object.keys(expected));
      expect((expected.pays ?? []).length).toBeGreaterThan(100);
      for (const table of Object.keys(expected)) expect(actual[table], table).toEqual(expected[table]);
      const next = (db: typeof seeded.db) =>
        db.execute<{ id: number }>(sql`insert into "libelle" default values returning "Id" as id`);
      expect((await next(fromDump.db)).rows).toEqual((await next(seeded.db)).rows);
    } finally {
      await fromDump.close();
      await seeded.close();
    }
  });
});

describe('a test database with the demo catalogue at a fixed clock', () => {
  it('holds what seeding the demo onto an empty migrated one at that clock gives', async () => {
    const now = new Date('2025-06-10T15:00:00Z');
    const fromTemplate = await createTestDatabase({ seed: 'demo', now });
    const seeded = await createTestDatabase({ seed: 'none' });
    try {
      await seedDatabase({ db: seeded.db, now, demo: true });
      const [expected, actual] = [await contents(seeded.db), await contents(fromTemplate.db)];
      expect((expected.festival ?? []).length).toBeGreaterThan(50);
      for (const table of Object.keys(expected)) expect(actual[table], table).toEqual(expected[table]);
    } finally {
      await fromTemplate.close();
      await seeded.close();
    }
  });
});
