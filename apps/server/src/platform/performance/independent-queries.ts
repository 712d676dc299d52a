import type { Db } from '@shortlist/db/client';
import { PgTransaction } from 'drizzle-orm/pg-core';

type Queries = readonly (() => PromiseLike<unknown>)[];
type Answers<Q extends Queries> = { -readonly [K in keyof Q]: Awaited<ReturnType<Q[K]>> };

/**
 * Runs queries that do not depend on each other: at once on the pool (each takes a connection of
 * its own, the answer comes sooner), one after the other inside a transaction. A transaction holds
 * one connection, and node-postgres queues a query sent while another runs on it: deprecated in
 * pg 8 ("client.query() when the client is already executing a query"), refused by pg 9. Each
 * query is a function, so that none starts before its turn.
 */
export async function independentQueries<const Q extends Queries>(db: Db, queries: Q): Promise<Answers<Q>> {
  if (!(db instanceof PgTransaction))
    return (await Promise.all(queries.map((query) => query()))) as Answers<Q>;
  const answers: unknown[] = [];
  for (const query of queries) answers.push(await query());
  return answers as Answers<Q>;
}
