/**
 * One value kept for a few seconds per key, concurrent misses sharing one load, a failed load
 * forgotten at once. Past its time a value is still answered while its reload runs (stale while
 * revalidate): a reload of thousands of rows never makes a request wait, except the very first.
 * One cache per app (created by the routes), so tests never share it.
 */
export class TtlCache<T> {
  readonly #entries = new Map<string, { expires: number; value: Promise<T>; reloading?: boolean }>();

  constructor(
    private readonly ttlMs: number,
    private readonly clock: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = this.clock();
    const entry = this.#entries.get(key);
    if (entry && entry.expires > now) return entry.value;
    if (entry) {
      if (!entry.reloading) {
        entry.reloading = true;
        load().then(
          (value) =>
            this.#entries.set(key, { expires: this.clock() + this.ttlMs, value: Promise.resolve(value) }),
          // A failed reload keeps the old value and tries again on the next request.
          () => {
            entry.reloading = false;
          },
        );
      }
      return entry.value;
    }
    const value = load();
    this.#entries.set(key, { expires: now + this.ttlMs, value });
    value.catch(() => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
    });
    return value;
  }
}
