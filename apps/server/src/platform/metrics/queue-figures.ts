import type { Db } from '@shortlist/db/client';
import { job, outboxEmail } from '@shortlist/db/schema/platform';
import { and, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';

export type JobFigures = {
  kind: string;
  pending: number;
  running: number;
  failed: number;
  /** Seconds the oldest due `pending` job of the kind has waited past its `RunAt`; 0 when none is due. */
  lagSeconds: number;
};

export type OutboxFigures = {
  pending: number;
  failed: number;
  /** Seconds the oldest unsent (`pending`) email has waited since it was written; 0 when none. */
  oldestPendingSeconds: number;
};

const count = (condition: ReturnType<typeof eq>) => sql<number>`count(*) filter (where ${condition})::int`;

// A timestamp as seconds since the epoch: both drivers answer a number, not their own date text.
const epoch = (timestamp: SQL) => sql<number | string | null>`extract(epoch from ${timestamp})::float8`;

const secondsSince = (epochSeconds: number | string | null | undefined, now: Date) =>
  epochSeconds === null || epochSeconds === undefined
    ? 0
    : Math.max(0, now.getTime() / 1000 - Number(epochSeconds));

/**
 * The job queue per kind, as every instance sees it (the `job` table is shared): what waits, what
 * runs, what failed for good, and how late the oldest due job is. Done jobs are not read (they
 * only grow); the `(Status, RunAt)` index serves the rest. Lag is measured on the app's clock,
 * the one jobs are queued and claimed by (`jobs.ts`).
 */
export async function readJobFigures(db: Db, now: Date): Promise<JobFigures[]> {
  const rows = await db
    .select({
      kind: job.Kind,
      pending: count(eq(job.Status, 'pending')),
      running: count(eq(job.Status, 'running')),
      failed: count(eq(job.Status, 'failed')),
      oldestDue: epoch(
        sql`min(${job.RunAt}) filter (where ${and(eq(job.Status, 'pending'), lte(job.RunAt, now))})`,
      ),
    })
    .from(job)
    .where(inArray(job.Status, ['pending', 'running', 'failed']))
    .groupBy(job.Kind);
  return rows.map((row) => ({
    kind: row.kind,
    pending: Number(row.pending),
    running: Number(row.running),
    failed: Number(row.failed),
    lagSeconds: secondsSince(row.oldestDue, now),
  }));
}

/** The email outbox's backlog: what waits to be sent, what gave up, and the oldest waiting. */
export async function readOutboxFigures(db: Db, now: Date): Promise<OutboxFigures> {
  const [row] = await db
    .select({
      pending: count(eq(outboxEmail.Status, 'pending')),
      failed: count(eq(outboxEmail.Status, 'failed')),
      // Only a pending row's age says something; a failed row's is history.
      oldestPending: epoch(
        sql`min(${outboxEmail.DateCreation}) filter (where ${eq(outboxEmail.Status, 'pending')})`,
      ),
    })
    .from(outboxEmail)
    .where(inArray(outboxEmail.Status, ['pending', 'failed']));
  return {
    pending: Number(row?.pending ?? 0),
    failed: Number(row?.failed ?? 0),
    oldestPendingSeconds: secondsSince(row?.oldestPending ?? null, now),
  };
}
