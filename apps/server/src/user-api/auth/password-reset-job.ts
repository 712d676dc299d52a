import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { normalizeLogin } from '@shortlist/domain/accounts/login-rules';
import { and, eq, isNull } from 'drizzle-orm';
import type { JobHandler } from '../../platform/jobs.ts';
import { emailAccountLink } from '../../platform/mail/email-account-link.ts';

/** The job kind that looks the account up and sends its reset link. */
export const PASSWORD_RESET_JOB = 'password-reset-request';

/**
 * The job's work: a reset link for a live account with that login, unless one went too recently or
 * too often (`emailAccountLink`: 1 per 5 minutes, 5 a day); nothing for any other.
 */
export async function sendPasswordReset(
  db: Db,
  options: { login: string; now: Date; publicUrl: string },
): Promise<void> {
  const login = normalizeLogin(options.login);
  await db.transaction(async (tx) => {
    const [account] = await tx
      .select()
      .from(compte)
      .where(and(eq(compte.Login, login), isNull(compte.DateSuppression)))
      .limit(1);
    if (!account) return;
    await emailAccountLink(tx, {
      kind: 'passwordReset',
      account,
      now: options.now,
      publicUrl: options.publicUrl,
    });
  });
}

/** The handler the job runner registers for PASSWORD_RESET_JOB. */
export function passwordResetJob(options: { publicUrl: string }): JobHandler {
  return async (job, context) => {
    const login = job.Payload.login;
    if (typeof login !== 'string') return;
    await sendPasswordReset(context.db, { login, now: context.now(), publicUrl: options.publicUrl });
  };
}
