/**
 * Public festival answers change when the festival site edits a festival, not per request, and
 * are already sent with `Cache-Control: max-age=60`: keeping them a few seconds in process lets
 * one database query serve every identical request in that window (the directory benchmark
 * depends on it). One cache per app, so tests never share it; concurrent misses share one load.
 */
export const FESTIVAL_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 2_000;

type Entry = { expires: number; value: Promise<unknown> };

export class ResponseCache {
  readonly #entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number = FESTIVAL_CACHE_TTL_MS,
    private readonly clock: () => number = Date.now,
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = this.clock();
    const entry = this.#entries.get(key);
    if (entry && entry.expires > now) return entry.value as Promise<T>;
    if (entry) this.#entries.delete(key);
    if (this.#entries.size >= MAX_ENTRIES) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    const value = load();
    this.#entries.set(key, { expires: now + this.ttlMs, value });
    value.catch(() => this.#entries.delete(key));
    return value;
  }
}
