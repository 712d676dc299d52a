import type { Db } from '@shortlist/db/client';
import { festivalVersion } from '@shortlist/db/schema/festival-version';
import type { FastifyInstance } from 'fastify';

/** How often an instance asks whether a festival changed: an edit shows within this on every instance. */
export const FESTIVAL_EDITS_POLL_MS = 1000;

/**
 * Calls `onEdit` when a festival, its calls, sections, calendars or criteria changed since the
 * last look, on any instance (issue 33): the database keeps one version row, set at the commit of
 * each such change (migration 0035), read here every `everyMs`. An area keeping festival answers
 * in memory (the directory and festival page, the server-rendered pages, eligibility's open
 * calls) empties them then, so its answers follow an edit within a second rather than its
 * cache's lifetime. Stops when the app closes; a failed read (database restarting) tries again.
 */
export function onFestivalEdit(
  app: Pick<FastifyInstance, 'addHook'>,
  db: Db,
  onEdit: () => void,
  everyMs: number = FESTIVAL_EDITS_POLL_MS,
): void {
  let last: number | undefined;
  let reading = false;
  const look = async () => {
    if (reading) return;
    reading = true;
    try {
      const [row] = await db.select({ Version: festivalVersion.Version }).from(festivalVersion);
      const version = row?.Version ?? 0;
      if (last !== undefined && version !== last) onEdit();
      last = version;
    } catch {
      // The next look tries again.
    } finally {
      reading = false;
    }
  };
  const timer = setInterval(() => void look(), everyMs);
  timer.unref();
  void look();
  try {
    app.addHook('onClose', async () => clearInterval(timer));
  } catch {
    // Asked after the app started (a test building page data on a running app): the timer is
    // unref'd, so it never holds the process, and a read after the database closed is ignored.
  }
}
