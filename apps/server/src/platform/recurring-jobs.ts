import type { Db } from '@shortlist/db/client';
import { enqueueJob, type JobHandler } from './jobs.ts';

/**
 * A job that runs once per slot of `everyMs` (slots counted from the epoch: an hour, a day at
 * midnight UTC, five minutes), built by `defineRecurringJob`.
 */
export type RecurringJob<Options> = {
  kind: string;
  /**
   * Queues the run of the slot `now` falls in, `firstRunAfterMs` from now, unless it exists.
   * Called at every start (`scheduleRecurringJobs`): it restarts a chain that was ever broken
   * (a database restored, a run failed for good).
   */
  schedule(db: Db, options: { now: Date }): Promise<void>;
  /** The runner's handler: queues the next slot's run first, then runs this one. */
  handler(options: Options): JobHandler;
};

/**
 * The one way to write a recurring job (docs/architecture.md, "Background work"). Each run is a
 * job keyed `<kind>:<slot start>`: however many instances start or run it, the key lets one job
 * exist per slot and the runner's `SKIP LOCKED` lets one instance run it. A run queues the next
 * slot's before doing its work, so a failing run, retried by the runner, never breaks the chain.
 * `run` must bear being late or repeated (its work is logged or idempotent).
 */
export function defineRecurringJob<Options>(definition: {
  kind: string;
  everyMs: number;
  /** The first run after a start waits this long (a restart loop cannot flood anything). */
  firstRunAfterMs: number;
  run(context: { db: Db; now: Date }, options: Options): Promise<unknown>;
}): RecurringJob<Options> {
  const { kind, everyMs } = definition;
  const slotOf = (date: Date) => new Date(Math.floor(date.getTime() / everyMs) * everyMs);
  const runOf = (slot: Date) => ({ kind, dedupeKey: `${kind}:${slot.toISOString()}` });
  return {
    kind,
    async schedule(db, { now }) {
      await enqueueJob(db, {
        ...runOf(slotOf(now)),
        runAt: new Date(now.getTime() + definition.firstRunAfterMs),
      });
    },
    handler: (options) => async (_job, context) => {
      const now = context.now();
      const next = new Date(slotOf(now).getTime() + everyMs);
      await enqueueJob(context.db, { ...runOf(next), runAt: next });
      await definition.run({ db: context.db, now }, options);
    },
  };
}
