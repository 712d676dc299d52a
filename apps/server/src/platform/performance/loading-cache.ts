import { LRUCache } from 'lru-cache';

/**
 * An in-process cache of loads by key, on `lru-cache` (pinned in apps/server/package.json):
 * concurrent misses share one load, a failed load is forgotten at once, each value is kept
 * `ttlMs` (0: every call loads), and past `max` keys the least recently used goes.
 *
 * With `staleWhileReload`, a value past its time is still answered while its reload runs, and a
 * failed reload keeps it until the next call tries again: a reload of thousands of rows never
 * makes a request wait, except the very first (`OpenCallsCache`).
 *
 * One cache per app (created by the routes), so tests never share one.
 */
export class LoadingCache<T = unknown> {
  readonly #ttlMs: number;
  // Values are boxed: lru-cache keeps no null or undefined, and a load may answer either.
  readonly #cache: LRUCache<string, { value: T }, () => Promise<T>>;

  constructor(options: {
    ttlMs: number;
    max: number;
    staleWhileReload?: boolean;
    /** Milliseconds now, for tests that move time. */
    clock?: () => number;
  }) {
    const stale = options.staleWhileReload ?? false;
    const clock = options.clock ?? Date.now;
    this.#ttlMs = options.ttlMs;
    this.#cache = new LRUCache({
      max: options.max,
      // lru-cache counts a value stale once older than `ttl`; ours is stale at `ttlMs` old.
      ttl: Math.max(options.ttlMs - 1, 1),
      // Read the clock on every call: a value expires at its time, not up to a tick later.
      ttlResolution: 0,
      // lru-cache reads a start time of 0 as "none": one millisecond on keeps a test clock at 0 working.
      perf: { now: () => clock() + 1 },
      // Stale while reload: the stale value answers at once, and a failed reload puts it back
      // (a failed first load still rejects its callers and is forgotten).
      allowStale: stale,
      noDeleteOnFetchRejection: stale,
      // `clear()` during a load: its callers still get its value, which is not kept (a load begun
      // before a change must not outlive the clear that change asked for).
      ignoreFetchAbort: true,
      fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
    });
  }

  /** The value kept for `key`, or `load()`'s (kept only when it succeeds). */
  get<V extends T>(key: string, load: () => Promise<V>): Promise<V> {
    if (this.#ttlMs <= 0) return load();
    return this.#cache.fetch(key, { context: load }).then((box) => (box as { value: V }).value);
  }

  /** Forgets every value, and every load under way (its callers still get it; it is not kept). */
  clear(): void {
    this.#cache.clear();
  }
}
