import type { Database } from '@shortlist/db/client';
import { sql } from 'drizzle-orm';

/** Throws when the database does not answer. */
export async function checkDatabase(database: Database): Promise<void> {
  await database.db.execute(sql`select 1`);
}
