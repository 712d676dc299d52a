import type { Db } from '@shortlist/db/client';
import { normalizeLogin } from '@shortlist/domain/accounts/login-rules';
import { enqueueJob } from '../../platform/jobs.ts';
import { PASSWORD_RESET_JOB } from './password-reset-job.ts';

/**
 * `auth/password-request`: only queues a job with the normalised address. Finding the account,
 * issuing the token and writing the email happen in the job (`password-reset-job.ts`), so the
 * answer takes the same time whether or not the account exists (timing told them apart when the
 * route did the work).
 */
export async function requestPasswordReset(db: Db, options: { login: string }): Promise<void> {
  await enqueueJob(db, { kind: PASSWORD_RESET_JOB, payload: { login: normalizeLogin(options.login) } });
}
