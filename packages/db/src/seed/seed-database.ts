import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { pays } from '../schema/dictionaries.ts';
import { festival } from '../schema/festivals.ts';
import { seedDemoCatalogue } from './demo/seed-demo.ts';
import { seedDictionaries } from './dictionaries.ts';

export type SeedOptions = {
  db: Db;
  /** Clock the demo calendar is placed around. */
  now: Date;
  /** Also load the demo catalogue (see `shouldSeedDemo`). */
  demo: boolean;
};

export type SeedReport = { dictionaries: boolean; demo: boolean };

// Any constant: serialises seeding when several server instances start together.
const SEED_LOCK = 727_001;

/**
 * Loads the dictionaries, and the demo catalogue when asked, each only if not there yet.
 * Returns what it loaded this time.
 */
export async function seedDatabase({ db, now, demo }: SeedOptions): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const report: SeedReport = { dictionaries: false, demo: false };
    const [countries] = await tx.select({ n: sql<number>`count(*)::int` }).from(pays);
    if (!countries?.n) {
      await seedDictionaries(tx);
      report.dictionaries = true;
    }
    if (demo) {
      const [demos] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(festival)
        .where(sql`${festival.IsDemo}`);
      if (!demos?.n) {
        await seedDemoCatalogue(tx, now);
        report.demo = true;
      }
    }
    return report;
  });
}

/** The demo catalogue is never loaded in production unless SEED_DEMO=1 asks for it. */
export function shouldSeedDemo(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.SEED_DEMO === '1') return true;
  if (env.SEED_DEMO === '0') return false;
  return env.NODE_ENV !== 'production';
}
