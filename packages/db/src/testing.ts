import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { seedDatabase } from './seed/seed-database.ts';
import { testTemplate } from './test-template.ts';

export type TestDatabaseOptions = {
  /** What to load after migrating; default `dictionaries`. */
  seed?: 'none' | 'dictionaries' | 'demo';
  /** Clock for the demo calendar; default the current time. */
  now?: Date;
  /** `false` leaves the database empty (no migration, no seed), for migration tests. */
  migrate?: boolean;
};

/**
 * A migrated, seeded database of its own for one test file or test: PGlite in memory, or, when
 * TEST_DATABASE_URL is set, a fresh PostgreSQL database `shortlist_t_<random>` dropped on close().
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const fromTemplate = !url && options.migrate !== false;
  const database = url
    ? await createPostgresDatabase(url)
    : await openDatabase({
        inMemory: true,
        // The dictionaries come with the template when asked for (seedDatabase below then skips them).
        ...(fromTemplate
          ? { loadDataDir: await testTemplate(options.seed === 'none' ? 'migrated' : 'dictionaries') }
          : {}),
      });
  try {
    if (options.migrate === false) return database;
    // Already migrated when loaded from the template; on PostgreSQL the migrations run here.
    if (!fromTemplate) await migrateDatabase(database);
    const seed = options.seed ?? 'dictionaries';
    if (seed !== 'none') {
      await seedDatabase({ db: database.db, now: options.now ?? new Date(), demo: seed === 'demo' });
    }
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function createPostgresDatabase(adminUrl: string): Promise<Database> {
  const name = `shortlist_t_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 4 });
  return {
    ...database,
    async close() {
      await database.close();
      await withAdminClient(adminUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      );
    },
  };
}

async function withAdminClient(url: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
