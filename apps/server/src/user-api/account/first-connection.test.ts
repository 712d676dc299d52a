import { compte, jeton } from '@shortlist/db/schema/accounts';
import { outboxEmail } from '@shortlist/db/schema/platform';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../platform/tokens.ts';
import { insertAccount, PASSWORD, type Signed, signInAs } from '../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Fresh-Start42!';
const firstConnection = (s: Pick<Signed, 'headers'>, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/compte/update-cgvu-compte', headers: s.headers, payload });
const login = (Login: string, Password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { Login, Password } });
const ping = (s: Pick<Signed, 'cookie'>) => t.app.inject({ url: '/api/ping', headers: { cookie: s.cookie } });
const emailsTo = (to: string) => t.database.db.select().from(outboxEmail).where(eq(outboxEmail.To, to));

describe('first connection is only for an account where it is due', () => {
  it('refuses a stolen session of an account past its first connection: no password, no login change', async () => {
    await insertAccount(t, 'owner@example.com');
    const thief = await signInAs(t.app, 'owner@example.com');
    const answer = await firstConnection(thief, {
      Login: 'thief@example.com',
      Password: NEW_PASSWORD,
      AcceptCgv: true,
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'FIRST_CONNECTION_NOT_DUE' });
    expect(answer.json().message).not.toBe('FIRST_CONNECTION_NOT_DUE');
    expect((await login('owner@example.com', PASSWORD)).statusCode).toBe(200);
    expect((await login('owner@example.com', NEW_PASSWORD)).statusCode).toBe(401);
    expect(await emailsTo('thief@example.com')).toEqual([]);
  });

  it('an account created by an operator needs its temporary password; other sessions end, this one stays', async () => {
    const id = await insertAccount(t, 'guest@example.com', { firstConnectionDone: false });
    const other = await signInAs(t.app, 'guest@example.com');
    const s = await signInAs(t.app, 'guest@example.com');
    expect((await ping(s)).json()).toMatchObject({ needsFirstConnection: true, hasPassword: true });
    const payload = { Login: 'guest@example.com', Password: NEW_PASSWORD, AcceptCgv: true };

    expect((await firstConnection(s, payload)).json().code).toBe('WRONG_CURRENT_PASSWORD');
    expect((await firstConnection(s, { ...payload, CurrentPassword: 'Not-It-123!' })).json().code).toBe(
      'WRONG_CURRENT_PASSWORD',
    );
    const done = await firstConnection(s, { ...payload, CurrentPassword: PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ Id: id, needsFirstConnection: false });

    expect((await ping(s)).statusCode).toBe(200);
    expect((await ping(other)).statusCode).toBe(401);
    expect((await login('guest@example.com', NEW_PASSWORD)).statusCode).toBe(200);
    // Done once: a second call is refused.
    const again = await firstConnection(s, { ...payload, CurrentPassword: NEW_PASSWORD });
    expect(again.json().code).toBe('FIRST_CONNECTION_NOT_DUE');
  });

  it('an invited account without a password, signed in by its emailed link, sets one without a current one', async () => {
    const id = await insertAccount(t, 'invited@example.com', { password: null, firstConnectionDone: false });
    const token = await issueToken(t.database.db, { kind: 'login-by-token', accountId: id, now: new Date() });
    const opened = await t.app.inject({ method: 'POST', url: `/api/auth/login-by-token/${token}` });
    expect(opened.json()).toMatchObject({ needsFirstConnection: true, hasPassword: false });
    const cookies = Object.fromEntries(opened.cookies.map((c) => [c.name, c.value]));
    const cookie = `sl_session=${cookies.sl_session}; sl_csrf=${cookies.sl_csrf}`;
    const s = { cookie, headers: { cookie, 'x-csrf-token': cookies.sl_csrf ?? '' } };

    const done = await firstConnection(s, {
      Login: 'invited@example.com',
      Password: NEW_PASSWORD,
      AcceptCgv: true,
    });
    expect(done.statusCode).toBe(200);
    expect((await login('invited@example.com', NEW_PASSWORD)).statusCode).toBe(200);
    // A first password changes nothing the owner had: no notice.
    expect(await emailsTo('invited@example.com')).toEqual([]);
  });

  it('is due again when the terms in force are newer than the acceptance', async () => {
    const id = await insertAccount(t, 'old-terms@example.com');
    await t.database.db
      .update(compte)
      .set({ DateAcceptationCGV: new Date('2020-05-01T00:00:00Z') })
      .where(eq(compte.Id, id));
    const s = await signInAs(t.app, 'old-terms@example.com');
    expect((await ping(s)).json().needsFirstConnection).toBe(true);
    const done = await firstConnection(s, {
      Login: 'old-terms@example.com',
      Password: NEW_PASSWORD,
      CurrentPassword: PASSWORD,
      AcceptCgv: true,
    });
    expect(done.json().needsFirstConnection).toBe(false);
  });

  it('a new login on first connection is confirmed by a link; older links of the account are spent', async () => {
    const id = await insertAccount(t, 'temp@example.com', { firstConnectionDone: false });
    await issueToken(t.database.db, { kind: 'password', accountId: id, now: new Date() });
    const s = await signInAs(t.app, 'temp@example.com');
    const done = await firstConnection(s, {
      Login: 'mine@example.com',
      Password: NEW_PASSWORD,
      CurrentPassword: PASSWORD,
      AcceptCgv: true,
    });
    expect(done.statusCode).toBe(200);
    const live = await t.database.db
      .select({ Kind: jeton.Kind })
      .from(jeton)
      .where(and(eq(jeton.IdCompte, id), isNull(jeton.DateUtilisation)));
    expect(live).toEqual([{ Kind: 'login-change' }]);
    expect((await emailsTo('mine@example.com')).map((m) => m.Links.length)).toEqual([1]);
    // The current address is told about the password and the asked address.
    const notices = await emailsTo('temp@example.com');
    expect(notices.map((m) => m.Subject)).toEqual([
      'Your Shortlist password was changed',
      'A change of your Shortlist email address was asked',
    ]);
    expect(notices[1]?.Text).toContain('mine@example.com');
  });
});
