import type { Database } from '@shortlist/db/client';
import { createTestDatabase } from '@shortlist/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { independentQueries } from './independent-queries.ts';

/** What happened when: each query says when it was asked and when it answered. */
function timeline() {
  const events: string[] = [];
  const query = (database: Database['db'], name: string, value: number) => async () => {
    events.push(`${name} asked`);
    const result = await database.execute<{ value: number }>(
      sql`select ${value}::int as value, pg_sleep(0.02)`,
    );
    events.push(`${name} answered`);
    return result.rows[0]?.value;
  };
  return { events, query };
}

describe('independent queries (PGlite, or PostgreSQL with TEST_DATABASE_URL)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: 'none' });
  });
  afterAll(async () => {
    await database.close();
  });

  it('asks them all at once outside a transaction', async () => {
    const { events, query } = timeline();
    const answers = await independentQueries(database.db, [
      query(database.db, 'a', 1),
      query(database.db, 'b', 2),
    ]);
    expect(answers).toEqual([1, 2]);
    expect(events.slice(0, 2)).toEqual(['a asked', 'b asked']);
  });

  it('asks them one after the other inside a transaction, with the answers in order', async () => {
    const { events, query } = timeline();
    const answers = await database.db.transaction((tx) =>
      independentQueries(tx, [query(tx, 'a', 1), query(tx, 'b', 2), query(tx, 'c', 3)]),
    );
    expect(answers).toEqual([1, 2, 3]);
    expect(events).toEqual(['a asked', 'a answered', 'b asked', 'b answered', 'c asked', 'c answered']);
  });
});
