import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { languageFromId } from '@shortlist/domain/languages';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { enqueueJob, type JobHandler } from '../../platform/jobs.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { endAllSessions } from '../../platform/session-store.ts';
import { accountEmail, accountNotice } from './emails.ts';
import { hashPassword } from './passwords.ts';
import { normalizeLogin } from './sign-in.ts';
import { consumeToken, findToken, issueToken, spendAccountTokens } from './tokens.ts';

/** The job kind that looks the account up and sends its reset link. */
export const PASSWORD_RESET_JOB = 'password-reset-request';

/**
 * `auth/password-request`: only queues a job with the normalised address. Finding the account,
 * issuing the token and writing the email happen in the job, so the answer takes the same time
 * whether or not the account exists (timing told them apart when the route did the work).
 */
export async function requestPasswordReset(db: Db, options: { login: string }): Promise<void> {
  await enqueueJob(db, { kind: PASSWORD_RESET_JOB, payload: { login: normalizeLogin(options.login) } });
}

/** The job's work: a reset link for a live account with that login; nothing for any other. */
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
    const token = await issueToken(tx, { kind: 'password', accountId: account.Id, now: options.now });
    const language = languageFromId(account.IdLangue) ?? 'en';
    await enqueueEmail(
      tx,
      accountEmail({
        kind: 'passwordReset',
        language,
        to: account.Login,
        token,
        publicUrl: options.publicUrl,
      }),
    );
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

/** `auth/check-token-password`: 400 TOKEN_INVALID unless the link can still be used. */
export async function checkPasswordToken(db: Db, options: { token: string; now: Date }): Promise<void> {
  await findToken(db, { kind: 'password', token: options.token, now: options.now });
}

/**
 * `auth/password-change`: sets the new password, ends every session and every other emailed
 * link, and tells the address (ASVS 6.3.7). Following the link proves the address, so an account
 * not yet activated becomes active. A deleted account answers TOKEN_INVALID.
 */
export async function resetPassword(
  db: Db,
  options: { token: string; password: string; now: Date },
): Promise<void> {
  const hash = await hashPassword(options.password);
  await db.transaction(async (tx) => {
    const token = await consumeToken(tx, { kind: 'password', token: options.token, now: options.now });
    const [account] = await tx
      .select()
      .from(compte)
      .where(and(eq(compte.Id, token.IdCompte), isNull(compte.DateSuppression)))
      .limit(1);
    if (!account) throw new AppError('TOKEN_INVALID');
    await tx
      .update(compte)
      .set({ Password: hash, DateActivation: account.DateActivation ?? options.now })
      .where(eq(compte.Id, account.Id));
    await endAllSessions(tx, account.Id);
    await spendAccountTokens(tx, { accountId: account.Id, now: options.now });
    await enqueueEmail(
      tx,
      accountNotice({
        kind: 'passwordChanged',
        language: languageFromId(account.IdLangue) ?? 'en',
        to: account.Login,
      }),
    );
  });
}
