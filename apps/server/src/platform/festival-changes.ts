import type { Db } from '@shortlist/db/client';
import { festivalVersion } from '@shortlist/db/schema/festival-version';
import { VersionWatch } from './performance/version-watch.ts';

/**
 * The festivals' version (`festival_version`, moved at the commit of each transaction that
 * changed a festival, its lists, calls, sections, calendars or criteria: migration 0035) watched
 * every `intervalMs`: the festival caches (the public
 * answers, the name search, the countries with festivals, the eligibility engine's open calls)
 * forget what they hold when it moves, so a festival edit shows at once on every app server of
 * one database (issue 33).
 */
export function watchFestivalChanges(db: Db, intervalMs: number): VersionWatch {
  return new VersionWatch({
    intervalMs,
    read: async () => {
      const [row] = await db.select({ Version: festivalVersion.Version }).from(festivalVersion);
      return row?.Version ?? 0;
    },
  });
}
