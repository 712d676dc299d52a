import type pg from 'pg';
import type { Database } from './client.ts';

/**
 * Key of the session advisory lock the start sequence holds (`pg_advisory_lock(bigint)`); the
 * transaction-level locks elsewhere use the two-int form, so this key never meets them.
 */
export const START_LOCK_KEY = 7_400_001;

/**
 * Runs the start sequence (migrations, seed, one-off fixes) while holding a PostgreSQL session
 * advisory lock, so any number of instances started at once on one database run it one after
 * another: the first migrates and seeds, the others find nothing left to do. Without it two
 * instances on an empty database raced in the migration and the second crashed (issue 35).
 *
 * The lock lives on one pooled connection kept for the whole sequence; the sequence's own
 * queries use the pool's other connections. PGlite is single-process (its data folder is
 * locked), so it runs the sequence as is.
 */
export async function withStartLock<T>(database: Database, run: () => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') return run();
  // drizzle keeps the node-postgres pool it was given as `$client`.
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [START_LOCK_KEY]);
    try {
      return await run();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [START_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
