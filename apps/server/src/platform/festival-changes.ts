import type { Db } from '@shortlist/db/client';
import { festivalPublicVersion } from '@shortlist/db/schema/festivals';
import { VersionWatch } from './performance/version-watch.ts';

/**
 * The festivals' public version (`festival_public_version`, kept by the triggers of migration
 * 0035 on `festival` and its lists) watched every `intervalMs`: the festival caches (the public
 * answers, the name search, the countries with festivals, the eligibility engine's open calls)
 * forget what they hold when it moves, so a festival edit shows at once on every app server of
 * one database (issue 33).
 */
export function watchFestivalChanges(db: Db, intervalMs: number): VersionWatch {
  return new VersionWatch({
    intervalMs,
    read: async () => {
      const [row] = await db.select({ Version: festivalPublicVersion.Version }).from(festivalPublicVersion);
      return row?.Version ?? 0;
    },
  });
}
