import { fileURLToPath } from 'node:url';
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
