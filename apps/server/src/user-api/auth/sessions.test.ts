import { tentativeConnexion } from '@shortlist/db/schema/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../platform/tokens.ts';
import { insertAccount, PASSWORD, signInAs } from '../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SIGN_IN_LIMITS } from './sign-in-attempts.ts';

let t: TestApp;
let clock = new Date('2030-01-01T10:00:00Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  await insertAccount(t, 'ada@example.com');
  await insertAccount(t, 'bob@example.com');
  await insertAccount(t, 'carl@example.com');
});
afterAll(() => t.close());

const ping = (headers: Record<string, string>) => t.app.inject({ url: '/api/ping', headers });
const login = (Login: string, Password: string, ip = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { Login, Password }, remoteAddress: ip });

describe('sign-in and sessions', () => {
  it('signs a browser in with cookies only: the token is in no header scripts could read', async () => {
    const response = await login('ADA@example.com ', PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      Login: 'ada@example.com',
      NbTicketEnAttente: 0,
      NbPanier: 0,
      needsFirstConnection: false,
    });
    expect(body.DateDerConnexion).toBe(clock.toISOString());
    const session = response.cookies.find((c) => c.name === 'sl_session');
    const csrf = response.cookies.find((c) => c.name === 'sl_csrf');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(csrf?.httpOnly).toBeFalsy();
    expect(response.headers.authorization).toBeUndefined();
    expect(response.headers['x-session-token']).toBeUndefined();
    expect((await ping({ cookie: `sl_session=${session?.value}` })).json().Login).toBe('ada@example.com');
    expect((await ping({ authorization: `Bearer ${session?.value}` })).statusCode).toBe(200);
  });

  it('gives the token to a client that asks with X-Session-Mode: token, and no cookies', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-session-mode': 'token' },
      payload: { Login: 'ada@example.com', Password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies).toEqual([]);
    expect(response.headers.authorization).toBeUndefined();
    const token = String(response.headers['x-session-token']);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await ping({ authorization: `Bearer ${token}` })).json().Login).toBe('ada@example.com');
  });

  it('a bad login-by-token link leaves the session the browser holds; a good one replaces it', async () => {
    const signed = await signInAs(t.app, 'ada@example.com');
    const byToken = (token: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `/api/auth/login-by-token/${token}`, headers });
    const bad = await byToken('not-a-real-token-aaaaaaaaaaaaaaaaaaaa', signed.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('TOKEN_INVALID');
    expect((await ping({ cookie: signed.cookie })).statusCode).toBe(200);

    const id = await insertAccount(t, 'dora@example.com');
    const good = await byToken(
      await issueToken(t.database.db, { kind: 'login-by-token', accountId: id, now: clock }),
      {
        ...signed.headers,
        'x-session-mode': 'token',
      },
    );
    expect(good.statusCode).toBe(200);
    expect(good.cookies).toEqual([]);
    expect((await ping({ authorization: `Bearer ${good.headers['x-session-token']}` })).json().Login).toBe(
      'dora@example.com',
    );
    expect((await ping({ cookie: signed.cookie })).statusCode).toBe(401);
  });

  it('GET ping answers 401 without a session, in the request language', async () => {
    const response = await t.app.inject({ url: '/api/ping', headers: { culture: 'fr' } });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it('gives a new identifier at every sign-in and ends the previous one', async () => {
    const first = await signInAs(t.app, 'ada@example.com');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: first.headers,
      payload: { Login: 'ada@example.com', Password: PASSWORD },
    });
    const token = again.cookies.find((c) => c.name === 'sl_session')?.value;
    expect(token).toBeTruthy();
    expect(token).not.toBe(first.token);
    expect((await ping({ cookie: first.cookie })).statusCode).toBe(401);
  });

  it('logout ends the session on the server: the old cookie is useless', async () => {
    const signed = await signInAs(t.app, 'ada@example.com');
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: signed.headers });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'sl_session')?.value).toBe('');
    expect((await ping({ cookie: signed.cookie })).statusCode).toBe(401);
    expect((await ping({ authorization: `Bearer ${signed.token}` })).statusCode).toBe(401);
  });

  it('ends a session after 60 idle minutes, and 4 hours after sign-in at the latest', async () => {
    const idle = await signInAs(t.app, 'ada@example.com');
    advance(59 * 60_000);
    expect((await ping({ cookie: idle.cookie })).statusCode).toBe(200);
    advance(59 * 60_000); // active a minute ago: still alive
    expect((await ping({ cookie: idle.cookie })).statusCode).toBe(200);
    advance(60 * 60_000 + 1000);
    expect((await ping({ cookie: idle.cookie })).statusCode).toBe(401);

    const busy = await signInAs(t.app, 'ada@example.com');
    for (let i = 0; i < 7; i++) {
      advance(30 * 60_000);
      expect((await ping({ cookie: busy.cookie })).statusCode, `after ${(i + 1) * 30} min`).toBe(200);
    }
    advance(30 * 60_000); // 4 h after sign-in
    expect((await ping({ cookie: busy.cookie })).statusCode).toBe(401);
  });

  it('refuses a state-changing call by cookie without the CSRF header, accepts it with it or with Bearer', async () => {
    const signed = await signInAs(t.app, 'ada@example.com');
    const put = (headers: Record<string, string>) =>
      t.app.inject({ method: 'PUT', url: '/api/compte/update-local', headers, payload: { IdLangue: 13 } });
    const refused = await put({ cookie: signed.cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('CSRF_INVALID');
    expect((await put({ cookie: signed.cookie, 'x-csrf-token': 'forged' })).statusCode).toBe(403);
    // A cookie planted with a value of the attacker's choosing does not help either.
    expect(
      (await put({ cookie: `sl_session=${signed.token}; sl_csrf=x`, 'x-csrf-token': 'x' })).statusCode,
    ).toBe(403);
    expect((await put(signed.headers)).statusCode).toBe(200);
    expect((await put({ authorization: `Bearer ${signed.token}` })).statusCode).toBe(200);
    expect((await ping({ cookie: signed.cookie })).json().IdLangue).toBe(13);
  });

  it('answers the same for an unknown account and a wrong password', async () => {
    const unknown = await login('nobody@example.com', PASSWORD);
    const wrong = await login('carl@example.com', 'Wrong-pass1');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().code).toBe('LOGIN_FAILED');
  });

  it('refuses the 11th sign-in within 15 minutes even with the right password, then lets it through later', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.perLogin; i++) {
      // Different addresses: the per-account limit is what stops it.
      expect((await login('bob@example.com', `Wrong-pass${i}`, `10.0.0.${i}`)).statusCode).toBe(401);
    }
    const eleventh = await login('bob@example.com', PASSWORD, '10.0.1.1');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().code).toBe('LOGIN_THROTTLED');
    // The same answer for an address with no account once it is over the limit.
    for (let i = 0; i < SIGN_IN_LIMITS.perLogin; i++) await login('ghost@example.com', 'x', `10.0.2.${i}`);
    expect((await login('ghost@example.com', 'x', '10.0.3.1')).json()).toEqual(eleventh.json());
    advance(SIGN_IN_LIMITS.windowMs + 1000);
    expect((await login('bob@example.com', PASSWORD, '10.0.1.1')).statusCode).toBe(200);
  });

  it('limits failed sign-ins per IP address', async () => {
    // The attempts are written directly: 50 requests from one address would meet the route's
    // per-minute limit (RATE_LIMITED) before the per-address one.
    const attempts = Array.from({ length: SIGN_IN_LIMITS.perIp }, (_, i) => ({
      Login: `x${i}@example.com`,
      Ip: '192.0.2.7',
      DateCreation: clock,
    }));
    await t.database.db.insert(tentativeConnexion).values(attempts);
    const refused = await login('carl@example.com', PASSWORD, '192.0.2.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('LOGIN_THROTTLED');
    expect((await login('carl@example.com', PASSWORD, '192.0.2.8')).statusCode).toBe(200);
  });
});

describe('a short idle window still slides', () => {
  for (const minutes of [1, 5]) {
    it(`SESSION_IDLE_MINUTES=${minutes}: a request every ${minutes * 45} s keeps the session for an hour; silence ends it`, async () => {
      let now = new Date('2030-02-01T10:00:00Z');
      const short = await createTestApp({ now: () => now, env: { SESSION_IDLE_MINUTES: String(minutes) } });
      try {
        await insertAccount(short, 'dana@example.com');
        const signed = await signInAs(short.app, 'dana@example.com');
        const pingShort = () => short.app.inject({ url: '/api/ping', headers: { cookie: signed.cookie } });
        const step = minutes * 45_000;
        for (let elapsed = step; elapsed <= 3_600_000; elapsed += step) {
          now = new Date(now.getTime() + step);
          expect((await pingShort()).statusCode, `after ${elapsed / 1000} s`).toBe(200);
        }
        now = new Date(now.getTime() + minutes * 60_000);
        expect((await pingShort()).statusCode).toBe(401);
      } finally {
        await short.close();
      }
    });
  }
});
