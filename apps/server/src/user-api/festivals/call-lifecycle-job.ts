import { defineRecurringJob } from '../../platform/recurring-jobs.ts';
import { advanceCalls } from './advance-calls.ts';

/** The job kind of the calls' opening and closing pass. */
export const CALL_LIFECYCLE_JOB = 'call-lifecycle';

/**
 * Every minute (from a minute after a start): accepted calls open at their opening moment, calls
 * close after their last deadline (`advance-calls.ts`), so a call opens and closes within a
 * minute of its calendar, whichever instance runs the pass.
 */
export const callLifecycleJob = defineRecurringJob({
  kind: CALL_LIFECYCLE_JOB,
  everyMs: 60_000,
  firstRunAfterMs: 60_000,
  run: ({ db, now }) => advanceCalls(db, now),
});
