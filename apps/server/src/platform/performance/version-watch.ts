/**
 * Watches a version the database keeps (a row its triggers set at each change) and tells the
 * listeners when it moves, so in-process caches on every app server of one database forget what
 * changed within `intervalMs` and a poll (issue 33: a festival's edit shows at once on every
 * server). One read per interval whatever the traffic: the caches keep serving between reads.
 *
 * A listener runs after the read that saw the change, and that read began after the change's
 * commit: whatever a cache loads after a listener cleared it is at least as new as the change.
 * A failed read is tried again at the next interval. The first read counts as a change: what was
 * loaded before it may be older than the version it reads.
 */
export class VersionWatch {
  readonly #read: () => Promise<number | string>;
  readonly #intervalMs: number;
  readonly #listeners = new Set<() => void>();
  #version: number | string | undefined;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #stopped = false;

  constructor(options: { read: () => Promise<number | string>; intervalMs: number }) {
    this.#read = options.read;
    this.#intervalMs = options.intervalMs;
  }

  /** Calls `listener` at each change seen from now on; returns what stops it. */
  onChange(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Starts the reads (no-op when already started or stopped, or with an interval of 0). */
  start(): void {
    if (this.#timer || this.#stopped || this.#intervalMs <= 0) return;
    this.#schedule(0);
  }

  /** Reads the version now and tells the listeners if it moved (tests, and each interval). */
  async check(): Promise<void> {
    let version: number | string;
    try {
      version = await this.#read();
    } catch {
      return;
    }
    const before = this.#version;
    this.#version = version;
    if (before === version) return;
    for (const listener of this.#listeners) listener();
  }

  /** Stops the reads and waits for one under way (before the database closes). */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#running;
  }

  #schedule(delayMs: number): void {
    this.#timer = setTimeout(() => {
      this.#running = this.check().finally(() => {
        this.#running = undefined;
        if (!this.#stopped) this.#schedule(this.#intervalMs);
      });
    }, delayMs);
    this.#timer.unref();
  }
}
