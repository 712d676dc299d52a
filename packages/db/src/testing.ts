import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from './client.ts';
import { postgresTemplate } from './postgres-template.ts';
import { seedDatabase } from './seed/seed-database.ts';
import { type TemplateContent, testTemplate } from './test-template.ts';

export type TestDatabaseOptions = {
  /** What to load after migrating; default `dictionaries`. */
  seed?: 'none' | 'dictionaries' | 'demo';
  /** Clock for the demo calendar; default the current time. */
  now?: Date;
  /** `false` leaves the database empty (no migration, no seed), for migration tests. */
  migrate?: boolean;
};

/** A test database; on PostgreSQL, with its address (for tools that connect themselves: pg_dump). */
export type TestDatabase = Database & { url?: string };

/**
 * A migrated, seeded database of its own for one test file or test: PGlite in memory, or, when
 * TEST_DATABASE_URL is set, a fresh PostgreSQL database `shortlist_t_<random>` dropped on close().
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (options.migrate === false) {
    return url ? createPostgresDatabase(url, undefined) : openDatabase({ inMemory: true });
  }
  const seed = options.seed ?? 'dictionaries';
  // A demo at a fixed clock is a template of its own; at the current clock (never the same
  // twice) the demo is seeded onto the dictionaries' template.
  const seedDemoNow = seed === 'demo' && !options.now;
  const content: TemplateContent =
    seed === 'none'
      ? 'migrated'
      : seed === 'dictionaries' || seedDemoNow
        ? 'dictionaries'
        : { demoAt: options.now as Date };
  const database = url
    ? await createPostgresDatabase(url, content)
    : await openDatabase({ inMemory: true, loadDataDir: await testTemplate(content) });
  if (!seedDemoNow) return database;
  try {
    await seedDatabase({ db: database.db, now: new Date(), demo: true });
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function createPostgresDatabase(
  adminUrl: string,
  content: TemplateContent | undefined,
): Promise<TestDatabase> {
  const name = `shortlist_t_${randomBytes(6).toString('hex')}`;
  const template = content ? ` template "${await postgresTemplate(adminUrl, content)}"` : '';
  await withAdminClient(adminUrl, (client) => client.query(`create database "${name}"${template}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 4 });
  return {
    ...database,
    url: url.toString(),
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
