import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * Applies the drizzle-kit migrations of packages/db/migrations that the database has not seen.
 * `migrationsFolder` is for tests that stop at an older schema to check a migration's data step.
 */
export async function migrateDatabase(
  database: Database,
  options: { migrationsFolder?: string } = {},
): Promise<void> {
  const config = { migrationsFolder: options.migrationsFolder ?? MIGRATIONS_FOLDER };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
  } else {
    await migratePg(database.db as unknown as NodePgDatabase, config);
  }
}

/** The `when` of the last migration in the folder's journal (what drizzle stores as `created_at`). */
function lastMigrationMillis(migrationsFolder: string): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ when: number }>;
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * Whether the database has every migration of this build (readiness, `/api/ready`): drizzle's
 * own rule, the last applied `created_at` at or past the journal's last `when`. A database
 * restored from an older dump, or never migrated, answers false; one migrated by a newer build
 * answers true (its schema only grew).
 */
export async function migrationsApplied(
  database: Database,
  options: { migrationsFolder?: string } = {},
): Promise<boolean> {
  const expected = lastMigrationMillis(options.migrationsFolder ?? MIGRATIONS_FOLDER);
  const table = await database.db.execute<{ present: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table.rows[0]?.present) return false;
  const { rows } = await database.db.execute<{ last: string | number | null }>(
    sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
  );
  const last = rows[0]?.last;
  return last !== null && last !== undefined && Number(last) >= expected;
}
