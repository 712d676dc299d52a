import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';

// PostgreSQL takes at most 65535 bind parameters per statement.
const MAX_PARAMS = 60_000;

/** One multi-row insert per table (split only past the bind-parameter limit). */
export async function insertRows<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  if (rows.length === 0) return;
  const width = Math.max(1, Object.keys(rows[0] as object).length);
  const size = Math.max(1, Math.floor(MAX_PARAMS / width));
  for (let start = 0; start < rows.length; start += size) {
    await db.insert(table).values(rows.slice(start, start + size));
  }
}

/** Moves the identity sequence of each table past the explicit ids a seed wrote. */
export async function syncSequences(db: Db, tables: PgTable[]): Promise<void> {
  for (const table of tables) {
    const name = getTableName(table);
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${`"${name}"`}, 'Id'), coalesce((select max("Id") from ${table}), 0) + 1, false)`,
    );
  }
}

/** The highest Id of a table, 0 when empty (seeds continue numbering after existing rows). */
export async function maxId(db: Db, table: PgTable): Promise<number> {
  const result = await db.execute<{ max: number | null }>(sql`select max("Id") as max from ${table}`);
  return Number(result.rows[0]?.max ?? 0);
}
