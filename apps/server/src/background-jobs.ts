import type { Db } from '@shortlist/db/client';
import type { AppModule } from './app.ts';
import { JobRunner } from './platform/jobs.ts';
import { PASSWORD_RESET_JOB, passwordResetJob } from './user-api/auth/password-reset-job.ts';
import {
  DEADLINE_REMINDERS_JOB,
  deadlineRemindersJob,
  scheduleDeadlineReminders,
} from './user-api/favourites/deadline-reminders-job.ts';

/*
 * Background work (docs/architecture.md, "Background work"): every job kind's handler is
 * registered here, and every recurring job is first queued here, so main.ts and the tests run
 * the same runner. A feature adds its kind in both functions below.
 */

export type BackgroundJobsOptions = {
  db: Db;
  publicUrl: string;
  now?: () => Date;
  /** With `--only order-api`, the user API's jobs run on the instances that serve it. */
  only?: AppModule | undefined;
};

/** A runner with the handlers of every job kind this instance serves. */
export function createJobRunner(options: BackgroundJobsOptions): JobRunner {
  const runner = new JobRunner({ db: options.db, ...(options.now ? { now: options.now } : {}) });
  if (options.only !== 'order-api') {
    runner.register(PASSWORD_RESET_JOB, passwordResetJob({ publicUrl: options.publicUrl }));
    runner.register(DEADLINE_REMINDERS_JOB, deadlineRemindersJob({ publicUrl: options.publicUrl }));
  }
  return runner;
}

/**
 * Queues the first run of each recurring job (each then queues its next run). Idempotent, so
 * every instance calls it at start.
 */
export async function scheduleRecurringJobs(options: BackgroundJobsOptions): Promise<void> {
  const now = options.now?.() ?? new Date();
  if (options.only !== 'order-api') await scheduleDeadlineReminders(options.db, { now });
}
