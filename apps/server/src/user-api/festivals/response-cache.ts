import { LoadingCache } from '../../platform/performance/loading-cache.ts';

/**
 * Public festival answers change when the festival site edits a festival, not per request, and
 * are already sent with `Cache-Control: max-age=60`: keeping them a few seconds in process lets
 * one database query serve every identical request in that window (the directory benchmark
 * depends on it). One cache per app, so tests never share it; concurrent misses share one load
 * (`LoadingCache`, lru-cache: the least recently used answer goes past 2,000). An edit of a
 * festival or its calls on any instance empties it at once (`platform/festival-changes.ts`).
 */
export const FESTIVAL_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 2_000;

export class ResponseCache extends LoadingCache {
  constructor(ttlMs: number = FESTIVAL_CACHE_TTL_MS, clock: () => number = Date.now) {
    super({ ttlMs, max: MAX_ENTRIES, clock });
  }
}
