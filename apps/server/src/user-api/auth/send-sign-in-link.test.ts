import { compte, jeton } from '@shortlist/db/schema/accounts';
import { languageId } from '@shortlist/domain/languages';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo, insertAccount, signInAs } from '../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// `npm run admin -- send-sign-in-link --email <login>`: support's one-time sign-in link (spec §2, §4).

const TOKEN = 'operator-token-for-sign-in-link-tests-0123456789';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { OPERATOR_TOKEN: TOKEN, PUBLIC_URL: 'https://shortlist.example' } });
});
afterAll(() => t.close());

const send = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/operator-api/commands/send-sign-in-link',
    headers: { authorization: `Bearer ${TOKEN}` },
    payload,
  });
const open = (token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/auth/login-by-token/${token}`, headers });
const ping = (cookie: string) => t.app.inject({ url: '/api/ping', headers: { cookie } });

async function linkOf(login: string): Promise<string> {
  const emails = await emailsTo(t, login);
  const url = emails.at(-1)?.Links.find((link) => link.url.includes('/login-by-token/'))?.url ?? '';
  return url.split('/').pop() ?? '';
}

describe('send-sign-in-link', () => {
  it("emails the account's owner, in their language, a link that signs in once and ends the browser's session", async () => {
    const id = await insertAccount(t, 'lea@example.com');
    await t.database.db
      .update(compte)
      .set({ IdLangue: languageId('fr') })
      .where(eq(compte.Id, id));
    const answer = await send({ email: ' Lea@Example.com ' });
    expect(answer.statusCode, answer.body).toBe(200);
    const result = answer.json().result;
    expect(result).toMatchObject({ IdCompte: id, sentTo: 'lea@example.com' });
    expect(JSON.stringify(result)).not.toContain('login-by-token');
    const [email] = await emailsTo(t, 'lea@example.com');
    expect(email?.Subject).toBe('Votre lien de connexion Shortlist');
    expect(email?.Links.map((link) => link.url)).toEqual([
      expect.stringMatching(/^https:\/\/shortlist\.example\/login-by-token\/[A-Za-z0-9_-]{43}$/),
    ]);
    const [row] = await t.database.db.select().from(jeton).where(eq(jeton.IdCompte, id));
    expect(row!.DateExpiration.getTime() - row!.DateCreation.getTime()).toBe(24 * 3_600_000);

    // Someone else is signed in on the browser that opens it: that session ends.
    await insertAccount(t, 'other@example.com');
    const other = await signInAs(t.app, 'other@example.com');
    const token = await linkOf('lea@example.com');
    const first = await open(token, other.headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ Id: id, Login: 'lea@example.com', IdLangue: languageId('fr') });
    expect((await ping(other.cookie)).statusCode).toBe(401);

    const again = await open(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('TOKEN_INVALID');
  });

  it('voids an older unused link when a newer one is sent', async () => {
    await insertAccount(t, 'sam@example.com');
    expect((await send({ email: 'sam@example.com' })).statusCode).toBe(200);
    const older = await linkOf('sam@example.com');
    expect((await send({ email: 'sam@example.com' })).statusCode).toBe(200);
    const newer = await linkOf('sam@example.com');
    expect(newer).not.toBe(older);
    expect((await open(older)).json().code).toBe('TOKEN_INVALID');
    expect((await open(newer)).statusCode).toBe(200);
  });

  it('refuses an unknown or deleted account (404) and a malformed address (400), writing nothing', async () => {
    const id = await insertAccount(t, 'gone@example.com');
    await t.database.db.update(compte).set({ DateSuppression: new Date() }).where(eq(compte.Id, id));
    const before = await t.database.db.select({ n: count() }).from(jeton);
    for (const [payload, status] of [
      [{ email: 'nobody@example.com' }, 404],
      [{ email: 'gone@example.com' }, 404],
      [{ email: 'not-an-email' }, 400],
      [{ email: '' }, 400],
      [{}, 400],
      [{ email: 'lea@example.com', extra: 1 }, 400],
    ] as const) {
      const answer = await send(payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(status);
      expect(answer.json().code).toBeTruthy();
    }
    expect(await t.database.db.select({ n: count() }).from(jeton)).toEqual(before);
  });

  it('needs the operator token', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/operator-api/commands/send-sign-in-link',
      payload: { email: 'lea@example.com' },
    });
    expect(answer.statusCode).toBe(401);
  });
});
