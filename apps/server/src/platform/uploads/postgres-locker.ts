import { randomUUID } from 'node:crypto';
import type { Db } from '@shortlist/db/client';
import { uploadLock } from '@shortlist/db/schema/platform';
import type { Lock, Locker, RequestRelease } from '@tus/server';
import { and, eq, sql } from 'drizzle-orm';

export type PostgresLockerOptions = {
  /** How long a lease lives without renewal: an instance that died frees its uploads after it. */
  leaseMs?: number;
  /** How often the holder renews its lease and looks for a release request. */
  renewMs?: number;
  /** How often a waiting request tries again. */
  retryMs?: number;
  /** How long a request waits for the upload before giving up. */
  acquireTimeoutMs?: number;
};

/**
 * Answered when the upload stays taken past the wait: a tus refusal (its status kept, our shape,
 * `tus-bridge.ts`). A 409 makes a tus client ask the offset again (HEAD) and resume from there.
 */
export const UPLOAD_BUSY = {
  status_code: 409,
  body: 'This upload is being written by another request; ask its offset again and resume.',
};

/**
 * tus's locker on PostgreSQL (issue 35), so one upload is written by one request at a time
 * whichever instance answers: tus's default `MemoryLocker` lives in one process, and two
 * instances each accepted the same chunk. A lock is a row of `upload_lock` (a lease, not a held
 * connection, so a long upload never keeps one of the pool's connections): taken by an insert that
 * wins only when the row is absent or its lease ran out, renewed while the request writes, deleted
 * when it ends. Times are the database's (`now()`), so instances' clocks never disagree.
 *
 * A request that finds the upload taken asks the holder to let go (`ReleaseRequested`); the holder
 * sees it at its next renewal and calls tus's `requestRelease`, which ends its write after tus's
 * drain delay: the same "newest request wins" rule as `MemoryLocker`, across instances (a client
 * that lost its connection resumes on any instance without waiting for the old socket to time out).
 */
export class PostgresLocker implements Locker {
  readonly #db: Db;
  readonly #options: Required<PostgresLockerOptions>;

  constructor(db: Db, options: PostgresLockerOptions = {}) {
    this.#db = db;
    this.#options = {
      leaseMs: options.leaseMs ?? 15_000,
      renewMs: options.renewMs ?? 1_000,
      retryMs: options.retryMs ?? 50,
      acquireTimeoutMs: options.acquireTimeoutMs ?? 30_000,
    };
  }

  newLock(id: string): Lock {
    return new PostgresLock(this.#db, id, this.#options);
  }
}

class PostgresLock implements Lock {
  readonly #holder = randomUUID();
  #renewal: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly id: string,
    private readonly options: Required<PostgresLockerOptions>,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const deadline = Date.now() + this.options.acquireTimeoutMs;
    let asked = false;
    while (!signal.aborted) {
      if (await this.take()) {
        this.renewWhileHeld(requestRelease);
        return;
      }
      if (!asked) {
        asked = true;
        await this.db
          .update(uploadLock)
          .set({ ReleaseRequested: true })
          .where(eq(uploadLock.IdUpload, this.id));
      }
      if (Date.now() >= deadline) break;
      await new Promise((resolve) => setTimeout(resolve, this.options.retryMs));
    }
    throw UPLOAD_BUSY;
  }

  async unlock(): Promise<void> {
    clearInterval(this.#renewal);
    this.#renewal = undefined;
    await this.db
      .delete(uploadLock)
      .where(and(eq(uploadLock.IdUpload, this.id), eq(uploadLock.Holder, this.#holder)));
  }

  /** Takes the row when it is free or its lease ran out; true when this lock now holds it. */
  private async take(): Promise<boolean> {
    const expires = sql`now() + ${`${this.options.leaseMs} milliseconds`}::interval`;
    const taken = await this.db
      .insert(uploadLock)
      .values({ IdUpload: this.id, Holder: this.#holder, ExpiresAt: expires, ReleaseRequested: false })
      .onConflictDoUpdate({
        target: uploadLock.IdUpload,
        set: { Holder: this.#holder, ExpiresAt: expires, ReleaseRequested: false },
        setWhere: sql`${uploadLock.ExpiresAt} < now()`,
      })
      .returning({ holder: uploadLock.Holder });
    return taken[0]?.holder === this.#holder;
  }

  private renewWhileHeld(requestRelease: RequestRelease): void {
    let released = false;
    let renewing = false;
    this.#renewal = setInterval(() => {
      if (renewing) return;
      renewing = true;
      const expires = sql`now() + ${`${this.options.leaseMs} milliseconds`}::interval`;
      this.db
        .update(uploadLock)
        .set({ ExpiresAt: expires })
        .where(and(eq(uploadLock.IdUpload, this.id), eq(uploadLock.Holder, this.#holder)))
        .returning({ releaseRequested: uploadLock.ReleaseRequested })
        .then(async ([row]) => {
          // Asked to let go, or the lease was lost (the database was unreachable past it): either
          // way another request may be writing now, so this one stops.
          if (!released && (!row || row.releaseRequested)) {
            released = true;
            await requestRelease();
          }
        })
        // A failed renewal is tried again at the next tick; the lease covers several.
        .catch(() => undefined)
        .finally(() => {
          renewing = false;
        });
    }, this.options.renewMs);
    this.#renewal.unref();
  }
}
