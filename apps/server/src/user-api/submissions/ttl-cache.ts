import { LoadingCache } from '../../platform/performance/loading-cache.ts';

/**
 * One value kept for a few seconds per key, concurrent misses sharing one load, a failed load
 * forgotten at once. Past its time a value is still answered while its reload runs (stale while
 * revalidate): a reload of thousands of rows never makes a request wait, except the very first.
 * `LoadingCache` (lru-cache) with `staleWhileReload`; ttl-cache.test.ts holds it to that.
 */
export class TtlCache<T> extends LoadingCache<T> {
  constructor(ttlMs: number, clock: () => number = Date.now) {
    super({ ttlMs, max: 16, staleWhileReload: true, clock });
  }
}
