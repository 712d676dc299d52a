import { defineRecurringJob } from '../../platform/recurring-jobs.ts';
import { sendDeadlineReminders } from './deadline-reminders.ts';

/** The job kind that scans for due deadline reminders, once an hour. */
export const DEADLINE_REMINDERS_JOB = 'deadline-reminders';

/**
 * Once an hour, sends the reminders due now. The first scan waits a minute after start, so a
 * restart loop cannot flood the outbox. A reminder is logged once (`rappel_echeance`), so a late
 * or repeated scan never sends one twice.
 */
export const deadlineRemindersJob = defineRecurringJob({
  kind: DEADLINE_REMINDERS_JOB,
  everyMs: 60 * 60 * 1000,
  firstRunAfterMs: 60_000,
  run: ({ db, now }, options: { publicUrl: string }) =>
    sendDeadlineReminders(db, { now, publicUrl: options.publicUrl }),
});
