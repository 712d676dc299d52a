import { compte } from '@shortlist/db/schema/accounts';
import { outboxEmail } from '@shortlist/db/schema/platform';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { JobRunner } from '../platform/jobs.ts';
import { hashPassword } from '../platform/passwords.ts';
import type { Account } from '../platform/session-store.ts';
import { PASSWORD_RESET_JOB, passwordResetJob } from '../user-api/auth/password-reset-job.ts';
import type { TestApp } from './test-app.ts';

/** Test helpers for the account areas (imported by tests only). */
export const PASSWORD = 'Festival-2024';

/**
 * An activated account that has done its first connection, inserted directly. With
 * `firstConnectionDone: false` it is one created for someone else (first connection due);
 * `password: null` makes it an invited account that has none.
 */
export async function insertAccount(
  t: Pick<TestApp, 'database'>,
  login: string,
  options: { password?: string | null; firstConnectionDone?: boolean } = {},
): Promise<number> {
  const now = new Date();
  const [row] = await t.database.db
    .insert(compte)
    .values({
      Login: login,
      Password: options.password === null ? null : await hashPassword(options.password ?? PASSWORD),
      DateActivation: now,
      DateAcceptationCGV: options.firstConnectionDone === false ? null : now,
      DateDerConnexion: options.firstConnectionDone === false ? null : now,
    })
    .returning({ Id: compte.Id });
  if (!row) throw new Error('no account');
  return row.Id;
}

export type Signed = { cookie: string; csrf: string; token: string; headers: Record<string, string> };

/** Signs in through `POST /api/login` and returns what a browser would send next. */
export async function signInAs(app: FastifyInstance, login: string, password = PASSWORD): Promise<Signed> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { Login: login, Password: password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed ${response.statusCode} ${response.body}`);
  const cookies = Object.fromEntries(response.cookies.map((c) => [c.name, c.value]));
  const token = cookies.sl_session ?? '';
  const csrf = cookies.sl_csrf ?? '';
  const cookie = `sl_session=${token}; sl_csrf=${csrf}`;
  return { cookie, csrf, token, headers: { cookie, 'x-csrf-token': csrf } };
}

/**
 * The token at the end of the first link of the newest email to `to` that has one (notices to
 * the owner carry no link).
 */
export async function lastLinkTo(t: TestApp, to: string): Promise<{ url: string; token: string }> {
  const rows = await t.database.db
    .select()
    .from(outboxEmail)
    .where(eq(outboxEmail.To, to))
    .orderBy(desc(outboxEmail.Id));
  const url = rows.find((row) => row.Links.length > 0)?.Links[0]?.url;
  if (!url) throw new Error(`no email to ${to}`);
  return { url, token: decodeURIComponent(url.split('/').pop() ?? '') };
}

/** Runs the account jobs that are due, as the server's job runner does every few seconds. */
export async function runAccountJobs(t: TestApp, now: () => Date = () => new Date()): Promise<number> {
  const runner = new JobRunner({ db: t.database.db, now }).register(
    PASSWORD_RESET_JOB,
    passwordResetJob({ publicUrl: t.config.publicUrl }),
  );
  return runner.runDue(100);
}

/** The account row, as a use case receives it from the session (`currentAccount`). */
export async function loadAccount(t: Pick<TestApp, 'database'>, id: number): Promise<Account> {
  const [row] = await t.database.db.select().from(compte).where(eq(compte.Id, id));
  if (!row) throw new Error(`no account ${id}`);
  return row;
}

/** The emails queued for `to`, oldest first (subject and text). */
export async function emailsTo(t: Pick<TestApp, 'database'>, to: string) {
  return t.database.db.select().from(outboxEmail).where(eq(outboxEmail.To, to)).orderBy(outboxEmail.Id);
}
