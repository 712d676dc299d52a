import { resolve } from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataFolder } from './lock.ts';
import * as schema from './schema/all.ts';

export type Schema = typeof schema;

/**
 * What `db.execute()` answers with both drivers: PGlite's `Results` and node-postgres'
 * `QueryResult` both carry `rows`.
 */
export type RowsResult<T> = { rows: T[] };

// An interface because drizzle's result HKTs are interfaces that read `this['row']`.
export interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row'] extends infer T ? T : never>;
}

/** One drizzle type for both drivers: select/insert/update/delete, transaction, execute. */
export type Db = PgDatabase<RowsResultHKT, Schema>;

/** The PostgreSQL pool's connections now (node-postgres' counters), for `/metrics`. */
export type PoolStats = { max: number; total: number; idle: number; waiting: number };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PostgreSQL only: the pool's use; PGlite has one connection and no pool. */
  poolStats?: () => PoolStats;
};

export type OpenDatabaseOptions = {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  url?: string;
  /** PGlite data folder, default `./data/pg`. */
  dataDir?: string;
  /** PGlite in memory (tests); no folder, no lock. */
  inMemory?: boolean;
  /** With `inMemory`: starts from this dump of a data folder (PGlite's `dumpDataDir`) instead of an empty one. */
  loadDataDir?: Blob;
  /** Pool size for PostgreSQL, default 10. */
  poolSize?: number;
  /**
   * PostgreSQL: connect once at open, so an unreachable server fails the start (default true).
   * `false` opens without connecting (a test of what the app answers when the server is down).
   */
  probe?: boolean;
};

export const DEFAULT_DATA_DIR = './data/pg';

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10, options.probe ?? true);
  if (options.inMemory) return openPglite(undefined, undefined, options.loadDataDir);
  const label = options.dataDir ?? DEFAULT_DATA_DIR;
  const dataDir = resolve(label);
  const lock = lockDataFolder(dataDir, label);
  try {
    return await openPglite(dataDir, lock.release);
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function openPglite(dataDir?: string, onClose?: () => void, loadDataDir?: Blob): Promise<Database> {
  // Loaded only here: on PostgreSQL the server never pays PGlite's ~40 MB of resident memory
  // (measured by bench/upload).
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
  ]);
  // Extensions the migrations create (PostgreSQL ships them as contrib; PGlite as add-ons).
  const extensions = { pg_trgm };
  const client = dataDir
    ? new PGlite(dataDir, { extensions })
    : new PGlite({ extensions, ...(loadDataDir ? { loadDataDir } : {}) });
  await client.waitReady;
  const db: Db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        onClose?.();
      }
    },
  };
}

async function openPostgres(url: string, max: number, probe: boolean): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client can lose its connection (server restart, database dropped in tests); without a
  // listener the pool rethrows that as an uncaught error and ends the process.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  // Fail at start, not at the first request, when the server is unreachable.
  if (probe) (await pool.connect()).release();
  const db: Db = drizzlePg(pool, { schema });
  let closed = false;
  return {
    db,
    kind: 'postgres',
    poolStats: () => ({
      max,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
