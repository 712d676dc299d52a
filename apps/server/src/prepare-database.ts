import type { Database } from '@shortlist/db/client';
import { migrateDatabase } from '@shortlist/db/migrate';
import { seedDatabase } from '@shortlist/db/seed/seed-database';
import { withStartLock } from '@shortlist/db/start-lock';
import { hashSectionPasswords } from './user-api/festivals/hash-section-passwords.ts';

export type PreparedDatabase = {
  seeded: Awaited<ReturnType<typeof seedDatabase>>;
  hashedPasswords: number;
};

/**
 * What every start does to the database before serving: migrate, seed the dictionaries (and the
 * demo when asked), keep clear-text section passwords hashed only. One instance at a time
 * (`withStartLock`), so several instances may start together on one PostgreSQL.
 */
export async function prepareDatabase(
  database: Database,
  options: { now: Date; demo: boolean },
): Promise<PreparedDatabase> {
  return withStartLock(database, async () => {
    await migrateDatabase(database);
    const seeded = await seedDatabase({ db: database.db, now: options.now, demo: options.demo });
    // Section passwords written in clear (festival site, older databases) are kept hashed only.
    const hashedPasswords = await hashSectionPasswords(database.db);
    return { seeded, hashedPasswords };
  });
}
