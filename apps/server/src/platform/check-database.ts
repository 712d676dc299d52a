import type { Database } from '@shortlist/db/client';
import { sql } from 'drizzle-orm';

/** How long the health check waits for the database: a server that never answers is down too. */
const CHECK_MS = 5_000;

/**
 * Throws when the database does not answer, or not within `ms` (a host that drops packets
 * leaves a connection attempt waiting for minutes); the error handler answers 503 either way.
 */
export async function checkDatabase(database: Database, ms = CHECK_MS): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Database did not answer within ${ms} ms`)), ms);
  });
  try {
    await Promise.race([database.db.execute(sql`select 1`), late]);
  } finally {
    clearTimeout(timer);
  }
}
