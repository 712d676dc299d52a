import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Database, openDatabase } from '@shortlist/db/client';
import { MIGRATIONS_FOLDER } from '@shortlist/db/migrate';
import { createTestDatabase } from '@shortlist/db/testing';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prepareDatabase } from './prepare-database.ts';
import { adminSql } from './test/admin-sql.ts';

const NOW = new Date('2026-12-05T12:00:00Z');
const MIGRATIONS = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')).entries
  .length as number;

/** What the start sequence left: migrations applied, demo festivals, each seeded once. */
async function contents(database: Database) {
  const migrations = await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  const festivals = await database.db.execute<{ n: number; names: number }>(
    sql`select count(*)::int as n, count(distinct "Nom")::int as names from festival`,
  );
  return { migrations: migrations.rows[0]?.n, festivals: festivals.rows[0] };
}

describe('the start sequence (issue 35)', () => {
  it('lets several instances start at once on one empty PostgreSQL: one migrates and seeds, the others wait', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) {
      // PGlite is one process on a locked folder: a second start finds the work done.
      const database = await createTestDatabase({ migrate: false });
      try {
        await prepareDatabase(database, { now: NOW, demo: true });
        await prepareDatabase(database, { now: NOW, demo: true });
        const after = await contents(database);
        expect(after.migrations).toBe(MIGRATIONS);
        expect(after.festivals?.n).toBeGreaterThan(0);
        expect(after.festivals?.names).toBe(after.festivals?.n);
      } finally {
        await database.close();
      }
      return;
    }
    const name = `shortlist_t_${randomBytes(6).toString('hex')}`;
    await adminSql(adminUrl, `create database "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const instances = await Promise.all(
      [0, 1, 2].map(() => openDatabase({ url: url.toString(), poolSize: 3 })),
    );
    try {
      const results = await Promise.allSettled(
        instances.map((database) => prepareDatabase(database, { now: NOW, demo: true })),
      );
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      // Exactly one of them found the database empty and seeded the demo.
      const seededDemo = results.filter(
        (result) => result.status === 'fulfilled' && result.value.seeded.demo,
      );
      expect(seededDemo).toHaveLength(1);
      const after = await contents(instances[0] as Database);
      expect(after.migrations).toBe(MIGRATIONS);
      expect(after.festivals?.n).toBeGreaterThan(0);
      expect(after.festivals?.names).toBe(after.festivals?.n);
    } finally {
      await Promise.all(instances.map((database) => database.close()));
      await adminSql(adminUrl, `drop database if exists "${name}" with (force)`);
    }
  }, 120_000);
});
