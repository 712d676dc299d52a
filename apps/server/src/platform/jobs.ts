import type { Db } from '@shortlist/db/client';
import { job } from '@shortlist/db/schema/platform';
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { type Loop, startLoop } from './loop.ts';

export type JobRow = typeof job.$inferSelect;
/** Where a runner reports a failed run (the app's logger in main.ts): the job id, its kind, the error. */
export type JobFailureLog = { error(details: Record<string, unknown>, message: string): void };
/** Where a runner counts its runs (`/metrics`, `platform/metrics/metrics.ts`). */
export type JobRunObserver = {
  observeJob(run: { kind: string; outcome: 'ok' | 'retry' | 'failed'; seconds: number }): void;
};
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
 * The runner's lanes. A `slow` kind (a video import that may take hours, a video check) runs in
 * a lane of its own, with its own concurrency, claiming only its own kinds: however long a
 * download drips, the `fast` lane (emails, expiries, the payment reconciliation) keeps running.
 */
export const JOB_LANES = ['fast', 'slow'] as const;
export type JobLane = (typeof JOB_LANES)[number];

/** How many jobs each lane runs at once per runner (`start`'s default). */
export const JOB_LANE_CONCURRENCY: Record<JobLane, number> = { fast: 4, slow: 2 };

/**
 * A small in-process runner: claims due rows of the kinds it has handlers for
 * (`FOR UPDATE SKIP LOCKED`, so two runners, in one process or several, never take one job),
 * runs them, and marks them done, due again with backoff, or failed. Started, it runs each lane
 * (`JOB_LANES`) on its own loop.
 */
export class JobRunner {
  readonly #handlers = new Map<string, { handler: JobHandler; lane: JobLane }>();
  readonly #db: Db;
  readonly #now: () => Date;
  readonly #staleAfterMs: number;
  readonly #log: JobFailureLog | undefined;
  readonly #metrics: JobRunObserver | undefined;

  /** `staleAfterMs`: tests only (every runner of a database must use the same). */
  constructor(options: {
    db: Db;
    now?: () => Date;
    staleAfterMs?: number;
    log?: JobFailureLog | undefined;
    metrics?: JobRunObserver | undefined;
  }) {
    this.#db = options.db;
    this.#now = options.now ?? (() => new Date());
    this.#staleAfterMs = options.staleAfterMs ?? STALE_AFTER_MS;
    this.#log = options.log;
    this.#metrics = options.metrics;
  }

  /** A kind runs in the `fast` lane unless declared `slow`. */
  register(kind: string, handler: JobHandler, options: { lane?: JobLane } = {}): this {
    this.#handlers.set(kind, { handler, lane: options.lane ?? 'fast' });
    return this;
  }

  #kindsOf(lane: JobLane | undefined): string[] {
    return [...this.#handlers]
      .filter(([, entry]) => lane === undefined || entry.lane === lane)
      .map(([kind]) => kind);
  }

  /** Claims up to `limit` due jobs (of one lane's kinds, or of all) and marks them running. */
  async #claim(limit: number, lane: JobLane | undefined): Promise<JobRow[]> {
    const kinds = this.#kindsOf(lane);
    if (kinds.length === 0 || limit <= 0) return [];
    const now = this.#now();
    const due = this.#db
      .select({ Id: job.Id })
      .from(job)
      .where(
        and(
          inArray(job.Kind, kinds),
          or(
            and(eq(job.Status, 'pending'), lte(job.RunAt, now)),
            and(eq(job.Status, 'running'), lt(job.LockedAt, new Date(now.getTime() - this.#staleAfterMs))),
          ),
        ),
      )
      .orderBy(asc(job.RunAt), asc(job.Id))
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.#db
      .update(job)
      .set({ Status: 'running', LockedAt: now, Attempts: sql`${job.Attempts} + 1` })
      .where(inArray(job.Id, due))
      .returning();
  }

  /**
   * Claims up to `limit` due jobs (of `lane`'s kinds only when given) and runs them one after
   * the other; returns how many ran. The tests' way to run what is due.
   */
  async runDue(limit = 10, lane?: JobLane): Promise<number> {
    const claimed = await this.#claim(limit, lane);
    for (const row of claimed) await this.#run(row);
    return claimed.length;
  }

  async #run(row: JobRow): Promise<void> {
    const entry = this.#handlers.get(row.Kind);
    // While the handler runs (an import may take hours), its claim is renewed three times per
    // stale delay: only a runner that died leaves a claim stale.
    const heartbeat = setInterval(() => {
      this.#db
        .update(job)
        .set({ LockedAt: this.#now() })
        .where(and(eq(job.Id, row.Id), eq(job.Status, 'running')))
        .catch(() => undefined);
    }, this.#staleAfterMs / 3);
    heartbeat.unref();
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      if (!entry) throw new Error(`No handler for job kind ${row.Kind}`);
      await entry.handler(row, { db: this.#db, now: this.#now });
      await this.#db.update(job).set({ Status: 'done', LastError: null }).where(eq(job.Id, row.Id));
      this.#metrics?.observeJob({ kind: row.Kind, outcome: 'ok', seconds: seconds() });
    } catch (error) {
      const final = row.Attempts >= JOB_MAX_ATTEMPTS;
      // The row keeps the message; the log keeps the stack and says which job, for the operator.
      this.#log?.error(
        { jobId: row.Id, kind: row.Kind, attempt: row.Attempts, final, err: error },
        final ? 'job failed for good' : 'job failed, will retry',
      );
      this.#metrics?.observeJob({ kind: row.Kind, outcome: final ? 'failed' : 'retry', seconds: seconds() });
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
    } finally {
      clearInterval(heartbeat);
    }
  }

  /**
   * Runs due jobs until `stop()`: each lane every `intervalMs` claims as many as it has free
   * places (`concurrency`, default `JOB_LANE_CONCURRENCY`) and runs them side by side, so a
   * job that takes hours holds one place of its lane and nothing else. `stop()` waits for the
   * running jobs.
   */
  start(options: {
    intervalMs?: number;
    concurrency?: Partial<Record<JobLane, number>>;
    onError: (error: unknown) => void;
  }): Loop {
    const lanes = JOB_LANES.filter((lane) => this.#kindsOf(lane).length > 0).map((lane) =>
      this.#startLane(lane, {
        intervalMs: options.intervalMs ?? 2000,
        concurrency: options.concurrency?.[lane] ?? JOB_LANE_CONCURRENCY[lane],
        onError: options.onError,
      }),
    );
    return {
      async stop() {
        await Promise.all(lanes.map((lane) => lane.stop()));
      },
    };
  }

  #startLane(
    lane: JobLane,
    options: { intervalMs: number; concurrency: number; onError: (error: unknown) => void },
  ): Loop {
    const running = new Set<Promise<void>>();
    const loop = startLoop({
      intervalMs: options.intervalMs,
      tick: async () => {
        for (const row of await this.#claim(options.concurrency - running.size, lane)) {
          const run: Promise<void> = this.#run(row)
            .catch(options.onError)
            .finally(() => running.delete(run));
          running.add(run);
        }
      },
      onError: options.onError,
    });
    return {
      async stop() {
        await loop.stop();
        await Promise.all(running);
      },
    };
  }
}
