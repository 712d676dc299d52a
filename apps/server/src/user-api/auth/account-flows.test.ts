import { compte } from '@shortlist/db/schema/accounts';
import { outboxEmail } from '@shortlist/db/schema/platform';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../platform/tokens.ts';
import { insertAccount, lastLinkTo, PASSWORD, runAccountJobs, signInAs } from '../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://shortlist.example' } });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const login = (Login: string, Password: string) => post('/api/login', { Login, Password });

describe('create account and activation', () => {
  it('creates an account, emails a localised activation link, activates; the terms accepted at sign-up spare the first connection', async () => {
    const created = await post('/api/auth/create-account', {
      Login: 'New.Maker@Example.com',
      Password: 'Short-Film1',
      AcceptCgv: true,
      IdLangue: 13,
    });
    expect(created.statusCode).toBe(201);
    const link = await lastLinkTo(t, 'new.maker@example.com');
    expect(link.url).toMatch(/^https:\/\/shortlist\.example\/fr\/[^/]+\/[A-Za-z0-9_-]{43}$/);
    expect((await login('new.maker@example.com', 'Short-Film1')).json().code).toBe('ACCOUNT_NOT_ACTIVATED');

    expect((await post('/api/auth/check-token-activate', { Data: link.token })).statusCode).toBe(200);
    const again = await post('/api/auth/check-token-activate', { Data: link.token });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ACCOUNT_ALREADY_ACTIVE');
    const signedIn = await login('new.maker@example.com', 'Short-Film1');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ IdLangue: 13, needsFirstConnection: false, hasPassword: true });
    expect(signedIn.json().DateAcceptationCGV).not.toBeNull();
    // Secure cookies when PUBLIC_URL is https.
    expect(signedIn.cookies.find((c) => c.name === 'sl_session')?.secure).toBe(true);

    // Not due: the first-connection call cannot set a password or a login.
    const s = await signInAs(t.app, 'new.maker@example.com', 'Short-Film1');
    const first = await t.app.inject({
      method: 'PUT',
      url: '/api/compte/update-cgvu-compte',
      headers: s.headers,
      payload: { Login: 'new.maker@example.com', Password: 'Other-Film2', AcceptCgv: true },
    });
    expect([first.statusCode, first.json().code]).toEqual([409, 'FIRST_CONNECTION_NOT_DUE']);
    expect((await login('new.maker@example.com', 'Other-Film2')).statusCode).toBe(401);
  });

  it('leaves marketing email off unless the sign-up says yes (GDPR)', async () => {
    const sign = (Login: string, extra: object) =>
      post('/api/auth/create-account', { Login, Password: 'Short-Film1', AcceptCgv: true, ...extra });
    expect((await sign('quiet@example.com', {})).statusCode).toBe(201);
    expect((await sign('yes@example.com', { IsAccepteMail: true })).statusCode).toBe(201);
    const consent = async (login: string) =>
      (await t.database.db.select().from(compte).where(eq(compte.Login, login)))[0]?.IsAccepteMail;
    expect(await consent('quiet@example.com')).toBe(false);
    expect(await consent('yes@example.com')).toBe(true);
  });

  it('answers the §8 message for a taken address, and checks every field', async () => {
    await insertAccount(t, 'taken@example.com');
    const again = await post('/api/auth/create-account', {
      Login: 'Taken@example.com',
      Password: 'Short-Film1',
      AcceptCgv: true,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ACCOUNT_CREATE_FAILED');
    const bad = await post('/api/auth/create-account', {
      Login: 'nope',
      Password: 'short',
      AcceptCgv: false,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([
      expect.objectContaining({ path: 'Login', code: 'LOGIN_TOO_SHORT' }),
      expect.objectContaining({ path: 'Password', code: 'PASSWORD_TOO_SHORT' }),
      expect.objectContaining({ path: 'AcceptCgv', code: 'TERMS_NOT_ACCEPTED' }),
    ]);
    const codes = async (Password: string) =>
      (
        await post('/api/auth/create-account', { Login: 'someone@example.com', Password, AcceptCgv: true })
      ).json().fields?.[0]?.code;
    expect(await codes('alllowercase1!')).toBe('PASSWORD_NO_UPPER');
    expect(await codes('ALLUPPER1!')).toBe('PASSWORD_NO_LOWER');
    expect(await codes('NoDigits!!')).toBe('PASSWORD_NO_DIGIT');
    expect(await codes('NoSpecial12')).toBe('PASSWORD_NO_SPECIAL');
    expect(await codes('Password1!')).toBe('PASSWORD_COMMON');
    expect(await codes(`Aa1!${'x'.repeat(61)}`)).toBe('PASSWORD_TOO_LONG');
    expect(
      (
        await post('/api/auth/create-account', {
          Login: 'not-an-email',
          Password: 'Short-Film1',
          AcceptCgv: true,
        })
      ).json().fields[0].code,
    ).toBe('LOGIN_INVALID_EMAIL');
  });

  it('send-activate answers the same for unknown, active and waiting accounts', async () => {
    await post('/api/auth/create-account', {
      Login: 'waiting@example.com',
      Password: 'Short-Film1',
      AcceptCgv: true,
    });
    const answers = await Promise.all(
      ['waiting@example.com', 'taken@example.com', 'ghost@example.com'].map((Data) =>
        post('/api/auth/send-activate', { Data }),
      ),
    );
    for (const a of answers) expect([a.statusCode, a.json()]).toEqual([200, { ok: true }]);
    const mails = await t.database.db
      .select()
      .from(outboxEmail)
      .where(eq(outboxEmail.To, 'waiting@example.com'));
    // The sign-up's own link only: another within 5 minutes is not sent (email-link-limits.test.ts).
    expect(mails).toHaveLength(1);
  });
});

describe('password reset', () => {
  it('sends a link, checks it, changes the password once, and the old one stops working', async () => {
    await insertAccount(t, 'reset@example.com');
    const s = await signInAs(t.app, 'reset@example.com');
    for (const Login of ['reset@example.com', 'unknown@example.com']) {
      expect((await post('/api/auth/password-request', { Login })).json()).toEqual({ ok: true });
    }
    await runAccountJobs(t);
    const link = await lastLinkTo(t, 'reset@example.com');
    expect(link.url).toContain('https://shortlist.example/en/');
    expect((await post('/api/auth/check-token-password', { Token: link.token })).statusCode).toBe(200);
    expect((await post('/api/auth/check-token-password', { Token: 'nope-nope-nope' })).json().code).toBe(
      'TOKEN_INVALID',
    );
    expect(
      (await post('/api/auth/password-change', { Token: link.token, Password: 'weak' })).json().fields[0],
    ).toMatchObject({ path: 'Password', code: 'PASSWORD_TOO_SHORT' });
    expect(
      (await post('/api/auth/password-change', { Token: link.token, Password: 'Brand-New9' })).statusCode,
    ).toBe(200);
    expect(
      (await post('/api/auth/password-change', { Token: link.token, Password: 'Brand-New9' })).json().code,
    ).toBe('TOKEN_INVALID');
    expect((await login('reset@example.com', PASSWORD)).statusCode).toBe(401);
    expect((await login('reset@example.com', 'Brand-New9')).statusCode).toBe(200);
    // Sessions opened before the reset are over.
    expect((await t.app.inject({ url: '/api/ping', headers: { cookie: s.cookie } })).statusCode).toBe(401);
  });
});

describe('profile: password, login, deletion', () => {
  it('changes the password with the current one, ends every session, then signs in with the new one only', async () => {
    await insertAccount(t, 'pwd@example.com');
    const s = await signInAs(t.app, 'pwd@example.com');
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/compte/password', headers: s.headers, payload });
    expect((await put({ CurrentPassword: 'Wrong-pass1', NewPassword: 'Next-Pass42' })).json().code).toBe(
      'WRONG_CURRENT_PASSWORD',
    );
    expect((await put({ CurrentPassword: PASSWORD, NewPassword: 'nextpass' })).json().fields[0].path).toBe(
      'NewPassword',
    );
    // The same password again is not a change.
    const same = await put({ CurrentPassword: 'Next-Pass42', NewPassword: 'Next-Pass42' });
    expect(same.statusCode).toBe(400);
    expect(same.json().fields).toEqual([
      expect.objectContaining({ path: 'NewPassword', code: 'PASSWORD_SAME_AS_CURRENT' }),
    ]);
    expect((await put({ CurrentPassword: PASSWORD, NewPassword: 'Next-Pass42' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/ping', headers: { cookie: s.cookie } })).statusCode).toBe(401);
    expect((await login('pwd@example.com', PASSWORD)).statusCode).toBe(401);
    expect((await login('pwd@example.com', 'Next-Pass42')).statusCode).toBe(200);
  });

  it('changes the login only when the link sent to the new address is used', async () => {
    await insertAccount(t, 'old@example.com');
    const s = await signInAs(t.app, 'old@example.com');
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/compte/login', headers: s.headers, payload });
    expect((await put({ Login: 'taken@example.com', Password: PASSWORD })).json().code).toBe(
      'LOGIN_UNAVAILABLE',
    );
    const own = await put({ Login: 'Old@Example.com', Password: PASSWORD });
    expect(own.json()).toMatchObject({
      code: 'LOGIN_UNCHANGED',
      message: 'This is already your sign-in email address.',
    });
    expect((await put({ Login: 'new@example.com', Password: 'nope' })).json().code).toBe(
      'WRONG_CURRENT_PASSWORD',
    );
    const check = (Login: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/compte/check-email',
        headers: s.headers,
        payload: { Login },
      });
    expect((await check('old@example.com')).json()).toEqual({ available: true });
    expect((await check('')).json()).toEqual({ available: false });
    expect((await check('taken@example.com')).json()).toEqual({ available: false });
    expect((await check('free@example.com')).json()).toEqual({ available: true });
    expect((await put({ Login: 'New@example.com', Password: PASSWORD })).statusCode).toBe(200);
    expect((await login('old@example.com', PASSWORD)).statusCode).toBe(200);
    const link = await lastLinkTo(t, 'new@example.com');
    expect(link.url).toMatch(/^https:\/\/shortlist\.example\/en\/update-login\//);
    expect((await post('/api/auth/check-token-login', { Token: link.token })).statusCode).toBe(200);
    expect((await login('old@example.com', PASSWORD)).statusCode).toBe(401);
    expect((await login('new@example.com', PASSWORD)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/ping', headers: { cookie: s.cookie } })).statusCode).toBe(401);
  });

  it('deletes the account: sessions end, data is anonymised, sign-in fails', async () => {
    const id = await insertAccount(t, 'gone@example.com');
    const s = await signInAs(t.app, 'gone@example.com');
    const person = await t.app.inject({
      method: 'POST',
      url: '/api/personnes',
      headers: s.headers,
      payload: { Nom: 'Lovelace', Prenom: 'Ada' },
    });
    expect(person.statusCode).toBe(201);
    const del = (Password: string) =>
      t.app.inject({ method: 'DELETE', url: '/api/compte', headers: s.headers, payload: { Password } });
    expect((await del('nope')).json().code).toBe('WRONG_CURRENT_PASSWORD');
    expect((await del(PASSWORD)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/ping', headers: { cookie: s.cookie } })).statusCode).toBe(401);
    expect((await login('gone@example.com', PASSWORD)).json().code).toBe('LOGIN_FAILED');
    const [row] = await t.database.db.select().from(compte).where(eq(compte.Id, id));
    expect(row).toMatchObject({ Login: `deleted-${id}@invalid`, Password: null });
    expect(row?.DateSuppression).toBeInstanceOf(Date);
    // The address can be used again for a new account.
    expect(
      (
        await post('/api/auth/create-account', {
          Login: 'gone@example.com',
          Password: 'Short-Film1',
          AcceptCgv: true,
        })
      ).statusCode,
    ).toBe(201);
  });
});

describe('links that sign in or unsubscribe', () => {
  it('login-by-token opens a session and returns IdLangue; unsubscribe turns mailing off', async () => {
    const id = await insertAccount(t, 'token@example.com');
    const token = await issueToken(t.database.db, { kind: 'login-by-token', accountId: id, now: new Date() });
    const answer = await post(`/api/auth/login-by-token/${token}`, {});
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ Id: id, IdLangue: 6 });
    const cookie = `sl_session=${answer.cookies.find((c) => c.name === 'sl_session')?.value}`;
    expect((await t.app.inject({ url: '/api/ping', headers: { cookie } })).statusCode).toBe(200);
    expect((await post(`/api/auth/login-by-token/${token}`, {})).statusCode).toBe(400);

    const unsub = await issueToken(t.database.db, { kind: 'unsubscribe', accountId: id, now: new Date() });
    expect((await post(`/api/auth/unsubscribe/${unsub}`, {})).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(compte).where(eq(compte.Id, id));
    expect(row?.IsAccepteMail).toBe(false);
  });
});
