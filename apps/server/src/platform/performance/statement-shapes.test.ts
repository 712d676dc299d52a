import type { Database } from '@shortlist/db/client';
import { festival } from '@shortlist/db/schema/festivals';
import { createTestDatabase } from '@shortlist/db/testing';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
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

const dialect = new PgDialect();
const drizzle = (query: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, params };
};
const built = (shapes: StatementShapes, query: SQL) => {
  const { text, params } = shapes.build(query);
  return { text, params };
};

/** How many times Drizzle built a text while `run` ran. */
function drizzleBuilds(run: () => void): number {
  const spy = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
  try {
    run();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

describe('statement texts', () => {
  const query = (id: number, name: string | null, extra?: SQL) =>
    sql`select ${sql.identifier('a"b')}.x, ${sql.raw('1 + 1')} from t where id = ${id} and ${sql.param(name)} ${undefined}${sql`and ${sql.join([sql`${id} > 0`, sql`true`], sql` or `)}`} ${extra}`;

  it("are Drizzle's, built once per text, the parameters collected on each query", () => {
    const shapes = new StatementShapes('test_text');
    expect(built(shapes, query(1, 'x'))).toEqual(drizzle(query(1, 'x')));
    expect(drizzleBuilds(() => expect(built(shapes, query(2, null))).toEqual(drizzle(query(2, null))))).toBe(
      1,
    );
    // Another text (a fragment more) is Drizzle's again, built once.
    const longer = (id: number) => query(id, 'y', sql`limit ${id}`);
    expect(drizzleBuilds(() => expect(built(shapes, longer(3))).toEqual(drizzle(longer(3))))).toBe(2);
    expect(drizzleBuilds(() => expect(built(shapes, longer(4))).toEqual(drizzle(longer(4))))).toBe(1);
  });

  it('leave to Drizzle what the walk does not read (columns, inline parameters)', () => {
    const shapes = new StatementShapes('test_other');
    const withColumn = (id: number) =>
      sql`select ${festival.Id} from ${festival} where ${festival.Id} = ${id}`;
    const inline = (id: number) => sql`select ${id}`.inlineParams();
    for (const make of [withColumn, inline]) {
      expect(built(shapes, make(1))).toEqual(drizzle(make(1)));
      // Built by Drizzle each time (once for the answer, once for the expectation).
      expect(drizzleBuilds(() => expect(built(shapes, make(2))).toEqual(drizzle(make(2))))).toBe(2);
    }
  });

  it('keep a bounded number of steps, Drizzle building any further text', () => {
    const shapes = new StatementShapes('test_steps', 48, 12);
    const make = (n: number) => sql`select ${sql.raw(`${n}`)} + ${n}, ${n} as a, ${n} as b`;
    for (let n = 0; n < 10; n++) expect(built(shapes, make(n))).toEqual(drizzle(make(n)));
    // The first text's steps are kept; a text met past the bound is built by Drizzle every time.
    expect(drizzleBuilds(() => built(shapes, make(0)))).toBe(0);
    expect(drizzleBuilds(() => expect(built(shapes, make(9))).toEqual(drizzle(make(9))))).toBe(2);
  });
});
