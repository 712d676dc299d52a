import type { Database } from '@shortlist/db/client';
import { createTestDatabase } from '@shortlist/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { StatementShapes } from './statement-shapes.ts';

// Each backend keeps every statement node-postgres prepares on it: the names must stay bounded
// whatever texts clients make the server build, and every text must still answer.

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
});
afterAll(() => database.close());

/** The statement names the queries were prepared under, and their answers. */
async function run(shapes: StatementShapes, queries: ReturnType<typeof sql>[]) {
  const { db } = database;
  const spy = vi.spyOn(db._.session, 'prepareQuery');
  try {
    const answers = [];
    for (const query of queries) answers.push(await shapes.rows<{ n: number }>(db, query));
    return { names: spy.mock.calls.map((call) => call[2]), answers };
  } finally {
    spy.mockRestore();
  }
}

describe('statement shapes', () => {
  it('names the first texts by their text, values apart, and runs any further text unnamed', async () => {
    const shapes = new StatementShapes('test_shape', 2);
    const { names, answers } = await run(shapes, [
      sql`select ${1}::int as n`,
      sql`select ${2}::int as n`,
      sql`select ${3}::int + 1 as n`,
      sql`select ${4}::int + 2 as n`,
      sql`select ${5}::int as n`,
    ]);
    expect(answers).toEqual([[{ n: 1 }], [{ n: 2 }], [{ n: 4 }], [{ n: 6 }], [{ n: 5 }]]);
    const [first, again, second, third, firstAgain] = names;
    expect(first).toMatch(/^test_shape_[0-9a-f]{16}$/);
    expect(again).toBe(first);
    expect(second).toMatch(/^test_shape_/);
    expect(second).not.toBe(first);
    expect(third).toBeUndefined();
    expect(firstAgain).toBe(first);
  });
});
