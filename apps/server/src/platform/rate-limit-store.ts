import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '@shortlist/db/client';
import { rateLimitCounter } from '@shortlist/db/schema/platform';
import { lt, sql } from 'drizzle-orm';

/**
 * Limits at or under this many requests per window (sign-in, password reset, address checks:
 * `config.rateLimit` of the sensitive routes) are counted in the database at every request, so
 * they hold exactly across instances. Looser ones (the general per-address limit) count a
 * client's first request of a window in the database, then count here and add to the database's
 * count in batches, so a page view costs no write of its own; their overshoot is at most what the
 * other instances let through in one batch interval.
 */
export const EXACT_UP_TO = 100;

/** How long counts wait here before they are added to the database's. */
const BATCH_MS = 200;
/** Rows whose window ended are deleted at most this often. */
const SWEEP_MS = 60_000;

type Answer = { current: number; ttl: number };
type Batched = { pending: number; known: number; windowEnds: number; timeWindow: number };

/** What the plugin hands `child` (typed as route options; the route is under `routeInfo`). */
type ChildOptions = { routeInfo?: { method?: string | string[]; url?: string }; groupId?: string };

/**
 * The counters of one server: exact increments, batches, and the sweep of ended windows. The
 * window starts at a client's first request and its end is the database's clock, as the
 * in-memory store does, so a test or a client sees the same limit on one instance or several.
 */
export class SharedCounters {
  readonly #db: Db;
  readonly #batched = new Map<string, Batched>();
  /** The database's answer awaited for a key's first request of a window on this instance. */
  readonly #firstCounts = new Map<string, Promise<unknown>>();
  #flushing: Promise<void> | undefined;
  #timer: NodeJS.Timeout | undefined;
  #lastSweep = 0;

  constructor(db: Db) {
    this.#db = db;
  }

  /** Counts one request of `key` and answers the count in its window and the window's time left. */
  async increment(key: string, timeWindow: number, max: number): Promise<Answer> {
    const stored = key.length > 500 ? `#${createHash('sha256').update(key).digest('hex')}` : key;
    if (max <= EXACT_UP_TO) {
      const [row] = await this.add([{ key: stored, count: 1, timeWindow }]);
      return { current: row?.count ?? 1, ttl: row?.ttl ?? timeWindow };
    }
    return this.incrementBatched(stored, timeWindow);
  }

  /** Adds what is still waiting (a server closing, a test). */
  async flush(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    while (this.#flushing) await this.#flushing;
    const waiting = [...this.#batched].filter(([, entry]) => entry.pending > 0);
    if (waiting.length === 0) return;
    const flushed = new Map(waiting.map(([key, entry]) => [key, entry.pending]));
    this.#flushing = this.add(
      waiting.map(([key, entry]) => ({ key, count: entry.pending, timeWindow: entry.timeWindow })),
    )
      .then((rows) => {
        const now = Date.now();
        for (const row of rows) {
          const entry = this.#batched.get(row.key);
          if (!entry) continue;
          entry.pending -= flushed.get(row.key) ?? 0;
          entry.known = row.count;
          entry.windowEnds = now + row.ttl;
        }
      })
      // The database unreachable: the counts stay here and go with the next batch.
      .catch(() => undefined)
      .finally(() => {
        this.#flushing = undefined;
      });
    await this.#flushing;
    await this.sweep();
  }

  private async incrementBatched(key: string, timeWindow: number): Promise<Answer> {
    const now = Date.now();
    const entry = this.#batched.get(key);
    if (!entry || entry.windowEnds <= now) {
      const asking = this.#firstCounts.get(key);
      if (asking) {
        // This instance is already asking the database for the window's count: count on top of
        // its answer. Each request asking on its own was counted there, but the batches started
        // from the first answer only, so a burst let through what was still in flight (89 of a
        // limit's last 50 in a full CI run).
        await asking.catch(() => undefined);
        return this.incrementBatched(key, timeWindow);
      }
      // A client's first request to this instance in a window is counted in the database at
      // once, which answers what the other instances counted: the batches then add to that.
      const first = this.add([{ key, count: 1, timeWindow }]);
      this.#firstCounts.set(key, first);
      try {
        const [row] = await first;
        const count = row?.count ?? 1;
        const ttl = row?.ttl ?? timeWindow;
        this.#batched.set(key, { pending: 0, known: count, windowEnds: Date.now() + ttl, timeWindow });
        return { current: count, ttl };
      } finally {
        this.#firstCounts.delete(key);
      }
    }
    entry.pending++;
    this.#timer ??= setTimeout(() => void this.flush(), BATCH_MS);
    this.#timer.unref();
    return { current: entry.known + entry.pending, ttl: entry.windowEnds - now };
  }

  /** Adds counts in one statement; a row whose window ended starts a new one. */
  private async add(
    counts: Array<{ key: string; count: number; timeWindow: number }>,
  ): Promise<Array<{ key: string; count: number; ttl: number }>> {
    const keys = counts.map((c) => c.key);
    const adds = counts.map((c) => c.count);
    const windows = counts.map((c) => c.timeWindow);
    const table = rateLimitCounter;
    const result = await this.#db.execute<{ key: string; count: number; ttl: number }>(sql`
      insert into ${table} ("Key", "WindowEnds", "Count")
      select k, now() + w * interval '1 millisecond', n
      from unnest(${sql.param(keys)}::text[], ${sql.param(windows)}::int[], ${sql.param(adds)}::int[]) as t(k, w, n)
      on conflict ("Key") do update set
        "Count" = case when ${table}."WindowEnds" <= now() then excluded."Count"
                       else ${table}."Count" + excluded."Count" end,
        "WindowEnds" = case when ${table}."WindowEnds" <= now() then excluded."WindowEnds"
                            else ${table}."WindowEnds" end
      returning "Key" as key, "Count" as count,
        greatest(0, ceil(extract(epoch from ("WindowEnds" - now())) * 1000))::int as ttl`);
    return result.rows.map((row) => ({ key: row.key, count: Number(row.count), ttl: Number(row.ttl) }));
  }

  private async sweep(): Promise<void> {
    const now = Date.now();
    if (now - this.#lastSweep < SWEEP_MS) return;
    this.#lastSweep = now;
    await this.#db
      .delete(rateLimitCounter)
      .where(lt(rateLimitCounter.WindowEnds, sql`now()`))
      .catch(() => undefined);
    for (const [key, entry] of this.#batched) {
      if (entry.pending === 0 && entry.windowEnds <= now) this.#batched.delete(key);
    }
  }
}

/**
 * A `@fastify/rate-limit` store class over `counters`: the plugin makes one per app and a child
 * per route with its own limit, named by the route (or its `groupId`) so limits never share counts.
 */
export function sharedRateLimitStore(counters: SharedCounters): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    // The plugin constructs the store with its options, which this store does not need.
    constructor(
      _options?: unknown,
      readonly prefix = '*',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, answer?: Answer) => void,
      timeWindow: number,
      max: number,
    ) {
      counters.increment(`${this.prefix}|${key}`, timeWindow, max).then(
        (answer) => callback(null, answer),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: unknown) {
      const options = routeOptions as ChildOptions;
      const method = [options.routeInfo?.method ?? ''].flat().join(',');
      return new SharedStore(undefined, options.groupId ?? `${method} ${options.routeInfo?.url ?? ''}`);
    }
  }
  return SharedStore;
}
