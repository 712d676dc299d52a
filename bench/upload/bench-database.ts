/**
 * The database of one `bench/upload` run, prepared before the server starts: migrated, with the
 * dictionaries, an account and a film with a SuperStamp (the largest video limit). PostgreSQL in a
 * fresh database `shortlist_bench_<random>` when TEST_DATABASE_URL is set (dropped by `drop`),
 * otherwise a PGlite folder in the run's directory, closed again so the server can lock it.
 * Done in the benchmark's process, so none of it counts in the server's memory.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { openDatabase } from '@shortlist/db/client';
import { migrateDatabase } from '@shortlist/db/migrate';
import { seedDatabase } from '@shortlist/db/seed/seed-database';
import { sql } from 'drizzle-orm';
import { insertFilm } from '../../apps/server/src/test/media-test-app.ts';
import { insertAccount, PASSWORD } from '../../apps/server/src/test/test-accounts.ts';

export const LOGIN = 'bench@example.com';
export { PASSWORD };

export type BenchDatabase = {
  label: string;
  /** What the server is started with to open it (DATABASE_URL, or DATA_DIR's PGlite folder). */
  env: Record<string, string>;
  IdFilm: number;
  drop(): Promise<void>;
};

async function admin(url: string, statement: string): Promise<void> {
  const database = await openDatabase({ url, poolSize: 1 });
  try {
    await database.db.execute(sql.raw(statement));
  } finally {
    await database.close();
  }
}

export async function prepareBenchDatabase(dataDir: string): Promise<BenchDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let url: string | undefined;
  let drop = async () => {};
  if (adminUrl) {
    const name = `shortlist_bench_${randomBytes(6).toString('hex')}`;
    await admin(adminUrl, `create database "${name}"`);
    const parsed = new URL(adminUrl);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    drop = () => admin(adminUrl, `drop database if exists "${name}" with (force)`);
  }
  const database = await openDatabase(url ? { url, poolSize: 2 } : { dataDir: join(dataDir, 'pg') });
  try {
    await migrateDatabase(database);
    await seedDatabase({ db: database.db, now: new Date(), demo: false });
    const account = await insertAccount({ database }, LOGIN);
    const IdFilm = await insertFilm({ database } as Parameters<typeof insertFilm>[0], account, {
      DateExpirationSuperTimbre: new Date(Date.now() + 365 * 24 * 3600_000),
    });
    return {
      label: url ? 'PostgreSQL (TEST_DATABASE_URL)' : 'PGlite in the server process',
      env: url ? { DATABASE_URL: url } : { DATABASE_URL: '' },
      IdFilm,
      drop,
    };
  } finally {
    await database.close();
  }
}
