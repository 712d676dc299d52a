import type { Db } from '@shortlist/db/client';
import { festivalVersion } from '@shortlist/db/schema/festival-version';
import { VersionWatch } from './performance/version-watch.ts';

/**
 * The public data's version (`festival_version`, moved at the commit of each transaction that
 * changed a festival, its lists, calls, sections, calendars or criteria: migration 0035; a
 * translated label or text, a content page or block, a help entry or a dictionary: 0038) watched
 * every `intervalMs`: the caches of public answers (directory, festival and content pages, the
 * name search, the countries with festivals, the dictionaries and reference names, the
 * eligibility engine's open calls) forget what they hold when it moves, so an edit shows at once
 * on every app server of one database (issues 33 and 35).
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
