import type { Db } from '@shortlist/db/client';
import { enqueueJob, type JobHandler } from '../../platform/jobs.ts';
import { sendDeadlineReminders } from './deadline-reminders.ts';

/** The job kind that scans for due deadline reminders, once an hour. */
export const DEADLINE_REMINDERS_JOB = 'deadline-reminders';

const HOUR_MS = 60 * 60 * 1000;
/** The first scan waits a minute after start, so a restart loop cannot flood the outbox. */
const FIRST_SCAN_AFTER_MS = 60_000;

function hourStart(date: Date): Date {
  return new Date(Math.floor(date.getTime() / HOUR_MS) * HOUR_MS);
}

/**
 * One job per hour slot, keyed by the slot: however many instances start or run the scan, the
 * key lets one job exist per hour, and the runner's `SKIP LOCKED` lets one instance run it.
 */
function scanOfSlot(slot: Date): { kind: string; dedupeKey: string } {
  return { kind: DEADLINE_REMINDERS_JOB, dedupeKey: `${DEADLINE_REMINDERS_JOB}:${slot.toISOString()}` };
}

/**
 * Called at server start: queues this hour's scan (a minute from now) unless it exists already,
 * which restarts the hourly chain if it was ever broken (database restored, job failed for good).
 */
export async function scheduleDeadlineReminders(db: Db, options: { now: Date }): Promise<void> {
  await enqueueJob(db, {
    ...scanOfSlot(hourStart(options.now)),
    runAt: new Date(options.now.getTime() + FIRST_SCAN_AFTER_MS),
  });
}

/**
 * The handler the job runner registers for DEADLINE_REMINDERS_JOB: queues the next hour's scan
 * first (so a failing scan, retried by the runner, never breaks the chain), then sends the
 * reminders due now. A reminder is logged once (`rappel_echeance`), so a late or repeated scan
 * never sends one twice.
 */
export function deadlineRemindersJob(options: { publicUrl: string }): JobHandler {
  return async (_job, context) => {
    const now = context.now();
    const next = new Date(hourStart(now).getTime() + HOUR_MS);
    await enqueueJob(context.db, { ...scanOfSlot(next), runAt: next });
    await sendDeadlineReminders(context.db, { now, publicUrl: options.publicUrl });
  };
}
