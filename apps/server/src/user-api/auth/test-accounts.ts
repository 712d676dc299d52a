import { compte } from '@shortlist/db/schema/accounts';
import { outboxEmail } from '@shortlist/db/schema/platform';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TestApp } from '../../test/test-app.ts';
import { hashPassword } from './passwords.ts';

/** Test helpers for the account areas (imported by tests only). */
export const PASSWORD = 'Festival-2024';

/** An activated account that has done its first connection, inserted directly. */
export async function insertAccount(
  t: Pick<TestApp, 'database'>,
  login: string,
  options: { password?: string; firstConnectionDone?: boolean } = {},
): Promise<number> {
  const now = new Date();
  const [row] = await t.database.db
    .insert(compte)
    .values({
      Login: login,
      Password: await hashPassword(options.password ?? PASSWORD),
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

/** The token at the end of the newest email's first link to `to`. */
export async function lastLinkTo(t: TestApp, to: string): Promise<{ url: string; token: string }> {
  const [row] = await t.database.db
    .select()
    .from(outboxEmail)
    .where(eq(outboxEmail.To, to))
    .orderBy(desc(outboxEmail.Id))
    .limit(1);
  const url = row?.Links[0]?.url;
  if (!url) throw new Error(`no email to ${to}`);
  return { url, token: decodeURIComponent(url.split('/').pop() ?? '') };
}
