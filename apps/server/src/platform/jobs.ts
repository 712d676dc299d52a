import type { Db } from '@shortlist/db/client';
import { job } from '@shortlist/db/schema/platform';
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { type Loop, startLoop } from './loop.ts';

export type JobRow = typeof job.$inferSelect;
export type JobHandler = (job: JobRow, context: { db: Db; now: () => Date }) => Promise<void>;

export const JOB_MAX_ATTEMPTS = 5;
/** A `running` job whose runner died is claimed again after this long. */
const STALE_AFTER_MS = 15 * 60 * 1000;

/**
 * Queues a job in the caller's transaction. With `dedupeKey`, a second job with the same key is
 * not added (returns null).
 */
export async function enqueueJob(
  tx: Db,
  options: { kind: string; payload?: Record<string, unknown>; runAt?: Date; dedupeKey?: string },
): Promise<number | null> {
  const rows = await tx
    .insert(job)
    .values({
      Kind: options.kind,
      Payload: options.payload ?? {},
      // Due by the runner's clock (a JS Date), not the database's `now()`: that one keeps
      // microseconds and may run ahead, so a job queued and claimed at once looked not yet due.
      RunAt: options.runAt ?? new Date(),
      DedupeKey: options.dedupeKey ?? null,
    })
    .onConflictDoNothing({ target: job.DedupeKey })
    .returning({ Id: job.Id });
  return rows[0]?.Id ?? null;
}

/**
 * A small in-process runner: claims due rows of the kinds it has handlers for
 * (`FOR UPDATE SKIP LOCKED`, so two runners, in one process or several, never take one job),
 * runs them, and marks them done, due again with backoff, or failed.
 */
export class JobRunner {
  readonly #handlers = new Map<string, JobHandler>();
  readonly #db: Db;
  readonly #now: () => Date;

  constructor(options: { db: Db; now?: () => Date }) {
    this.#db = options.db;
    this.#now = options.now ?? (() => new Date());
  }

  register(kind: string, handler: JobHandler): this {
    this.#handlers.set(kind, handler);
    return this;
  }

  /** Claims up to `limit` due jobs and runs them; returns how many ran. */
  async runDue(limit = 10): Promise<number> {
    const kinds = [...this.#handlers.keys()];
    if (kinds.length === 0) return 0;
    const now = this.#now();
    const due = this.#db
      .select({ Id: job.Id })
      .from(job)
      .where(
        and(
          inArray(job.Kind, kinds),
          or(
            and(eq(job.Status, 'pending'), lte(job.RunAt, now)),
            and(eq(job.Status, 'running'), lt(job.LockedAt, new Date(now.getTime() - STALE_AFTER_MS))),
          ),
        ),
      )
      .orderBy(asc(job.RunAt), asc(job.Id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await this.#db
      .update(job)
      .set({ Status: 'running', LockedAt: now, Attempts: sql`${job.Attempts} + 1` })
      .where(inArray(job.Id, due))
      .returning();
    for (const row of claimed) await this.#run(row);
    return claimed.length;
  }

  async #run(row: JobRow): Promise<void> {
    const handler = this.#handlers.get(row.Kind);
    try {
      if (!handler) throw new Error(`No handler for job kind ${row.Kind}`);
      await handler(row, { db: this.#db, now: this.#now });
      await this.#db.update(job).set({ Status: 'done', LastError: null }).where(eq(job.Id, row.Id));
    } catch (error) {
      const final = row.Attempts >= JOB_MAX_ATTEMPTS;
      const retryAt = new Date(this.#now().getTime() + 30_000 * 2 ** row.Attempts);
      await this.#db
        .update(job)
        .set({
          Status: final ? 'failed' : 'pending',
          RunAt: final ? row.RunAt : retryAt,
          LockedAt: null,
          LastError: error instanceof Error ? error.message.slice(0, 2000) : String(error),
        })
        .where(eq(job.Id, row.Id));
    }
  }

  /** Runs due jobs every `intervalMs` until `stop()`. */
  start(options: { intervalMs?: number; onError: (error: unknown) => void }): Loop {
    return startLoop({
      intervalMs: options.intervalMs ?? 2000,
      tick: () => this.runDue(),
      onError: options.onError,
    });
  }
}
