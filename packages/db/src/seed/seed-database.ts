import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { fillFestivalTimeZones } from '../festival-time-zones.ts';
import { pays } from '../schema/dictionaries.ts';
import { festival } from '../schema/festivals.ts';
import { seedDemoCatalogue } from './demo/seed-demo.ts';
import { hasDemoContent, seedDemoContent } from './demo/seed-demo-content.ts';
import { hasDemoFestivalSide, seedDemoFestivalSide } from './demo/seed-demo-festival-side.ts';
import { hasDemoFilms, seedDemoFilms } from './demo/seed-demo-films.ts';
import { hasDemoHelp, hasDemoTutorials, seedDemoHelp, seedDemoTutorials } from './demo/seed-demo-help.ts';
import { seedDictionaries } from './dictionaries.ts';

export type SeedOptions = {
  db: Db;
  /** Clock the demo calendar is placed around. */
  now: Date;
  /** Also load the demo catalogue (see `shouldSeedDemo`). */
  demo: boolean;
};

export type SeedReport = {
  dictionaries: boolean;
  demo: boolean;
  /** The demo films (and their account) were loaded this time. */
  demoFilms: boolean;
  /** The demo content pages (spec §2: how it works, pricing, terms...) were loaded this time. */
  demoContent: boolean;
  /** The demo help centre (categories, questions and answers) was loaded this time. */
  demoHelp: boolean;
  /**
   * The demo festival's side was loaded this time: its manager, programmer and a filmmaker who sign
   * in with the demo password, received entries, decisions, viewings, paid orders and payouts.
   */
  demoFestivalSide: boolean;
  /** Festivals whose time zone was missing and was filled (`fillFestivalTimeZones`). */
  timeZones: number;
};

// Any constant: serialises seeding when several server instances start together.
const SEED_LOCK = 727_001;

/** What a run that found everything already there reports. */
export const NOTHING_SEEDED: Readonly<SeedReport> = {
  dictionaries: false,
  demo: false,
  demoFilms: false,
  demoContent: false,
  demoHelp: false,
  demoFestivalSide: false,
  timeZones: 0,
};

/**
 * Loads the dictionaries, and the demo catalogue when asked (festivals, then films, then the demo
 * festival's side with its entries: each checked apart, so a database seeded before the demo had
 * films gets them), each only if not there yet, then fills the time zone of festivals that have
 * none (every start runs this, so the directory's SQL finds each festival's zone). Returns what it
 * loaded this time.
 */
export async function seedDatabase({ db, now, demo }: SeedOptions): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const report: SeedReport = { ...NOTHING_SEEDED };
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
      if (!(await hasDemoFilms(tx))) {
        await seedDemoFilms(tx, now);
        report.demoFilms = true;
      }
      if (!(await hasDemoContent(tx))) {
        await seedDemoContent(tx, now);
        report.demoContent = true;
      }
      if (!(await hasDemoHelp(tx))) {
        await seedDemoHelp(tx);
        report.demoHelp = true;
      }
      if (!(await hasDemoTutorials(tx))) {
        await seedDemoTutorials(tx);
        report.demoHelp = true;
      }
      // After the festivals and films it enters: the demo festival's entries and their accounts.
      if (!(await hasDemoFestivalSide(tx))) {
        report.demoFestivalSide = await seedDemoFestivalSide(tx, now);
      }
    }
    report.timeZones = await fillFestivalTimeZones(tx);
    return report;
  });
}

/** The demo catalogue is never loaded in production unless SEED_DEMO=1 asks for it. */
export function shouldSeedDemo(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.SEED_DEMO === '1') return true;
  if (env.SEED_DEMO === '0') return false;
  return env.NODE_ENV !== 'production';
}
