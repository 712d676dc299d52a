// `npm run db:reset`: drops and rebuilds the database (the PGlite folder, or DATABASE_URL),
// applies the migrations and loads the dictionaries and the demo catalogue.
// Flags: --no-demo skips the demo; --force allows it with NODE_ENV=production.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { DEFAULT_DATA_DIR, openDatabase } from '../client.ts';
import { lockDataFolder } from '../lock.ts';
import { migrateDatabase } from '../migrate.ts';
import { seedDatabase, shouldSeedDemo } from '../seed/seed-database.ts';

async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2));
  const url = process.env.DATABASE_URL || undefined;
  if (process.env.NODE_ENV === 'production' && !args.has('--force')) {
    throw new Error('Refusing to reset a production database without --force.');
  }
  const started = Date.now();
  const label = process.env.DATA_DIR || DEFAULT_DATA_DIR;
  if (!url) {
    // Fails at once if a server is using the folder.
    lockDataFolder(resolve(label), label).release();
    rmSync(resolve(label), { recursive: true, force: true });
    console.log(`Removed the PGlite folder ${label}.`);
  }
  const database = await openDatabase({ url, dataDir: label });
  try {
    if (url) {
      await database.db.execute(sql`drop schema if exists drizzle cascade`);
      await database.db.execute(sql`drop schema if exists public cascade`);
      await database.db.execute(sql`create schema public`);
      console.log(`Dropped every table of ${redact(url)}.`);
    }
    await migrateDatabase(database);
    console.log('Applied the migrations.');
    const demo = !args.has('--no-demo') && shouldSeedDemo();
    const report = await seedDatabase({ db: database.db, now: new Date(), demo });
    console.log(
      `Loaded the dictionaries${report.demo ? ' and the demo catalogue' : ' (no demo catalogue)'}.`,
    );
    const counts = await database.db.execute<{
      pays: number;
      festival: number;
      campagne_section: number;
    }>(sql`
      select (select count(*)::int from pays) as pays, (select count(*)::int from festival) as festival,
             (select count(*)::int from campagne_section) as campagne_section`);
    const c = counts.rows[0];
    console.log(
      `${database.kind}: ${c?.pays} countries, ${c?.festival} festivals, ${c?.campagne_section} sections, in ${Date.now() - started} ms.`,
    );
  } finally {
    await database.close();
  }
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
