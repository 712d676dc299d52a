import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row: how many transactions changed a festival, its calls, their sections, calendars or
 * criteria (issue 33), kept by the database only (deferred triggers of migration
 * 0035, whoever writes: the app, the job, the operator, a seed). Every app instance reads it once
 * a second and empties its caches of festival answers when it moved
 * (`shared-kernel/festival-edits.ts`), so an edit shows within a second on every instance.
 */
export const festivalVersion = pgTable(
  'festival_version',
  {
    Id: integer('Id').primaryKey().default(1),
    Version: bigint('Version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('festival_version_one_row', sql`${t.Id} = 1`)],
);
