import { tentativeConnexion } from '@shortlist/db/schema/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, PASSWORD } from '../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SIGN_IN_LIMITS } from './sign-in-attempts.ts';

// Concurrent sign-ins against a real listening server: the limits must hold when the attempts
// race, on PGlite and on PostgreSQL's pool (TEST_DATABASE_URL).
let t: TestApp;
let base = '';
const clock = new Date('2030-01-01T10:00:00Z');

beforeAll(async () => {
  // Each scenario signs in from its own address (X-Forwarded-For), so the route's per-minute
  // limit per address never answers first.
  t = await createTestApp({ now: () => clock, env: { TRUST_PROXY: 'true' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => t.close());

async function login(options: { login: string; password: string; ip: string }) {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': options.ip },
    body: JSON.stringify({ Login: options.login, Password: options.password }),
  });
  const body = (await response.json()) as { code?: string };
  return { status: response.status, code: body.code ?? 'OK' };
}

function tally(answers: { code: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) counts[answer.code] = (counts[answer.code] ?? 0) + 1;
  return counts;
}

const wrongAtOnce = (options: { login: string; n: number; ip: string }) =>
  Promise.all(
    Array.from({ length: options.n }, (_, i) =>
      login({ login: options.login, password: `Wrong-pass-${i}`, ip: options.ip }),
    ),
  );

describe('sign-in limits under concurrent attempts', () => {
  it('25 wrong passwords at once: exactly 10 are checked, 15 throttled', async () => {
    await insertAccount(t, 'burst@example.com');
    const answers = await wrongAtOnce({ login: 'burst@example.com', n: 25, ip: '198.51.100.1' });
    expect(tally(answers)).toEqual({
      LOGIN_FAILED: SIGN_IN_LIMITS.perLogin,
      LOGIN_THROTTLED: 25 - SIGN_IN_LIMITS.perLogin,
    });
  });

  it('the right password after a burst of 19 wrong ones is refused', async () => {
    await insertAccount(t, 'guessed@example.com');
    const answers = await wrongAtOnce({ login: 'guessed@example.com', n: 19, ip: '198.51.100.2' });
    expect(tally(answers)).toEqual({ LOGIN_FAILED: 10, LOGIN_THROTTLED: 9 });
    const right = await login({ login: 'guessed@example.com', password: PASSWORD, ip: '198.51.100.3' });
    expect(right).toEqual({ status: 429, code: 'LOGIN_THROTTLED' });
  });

  it('an address with 45 failures gets exactly 5 more, across accounts, at once', async () => {
    const ip = '198.51.100.4';
    // 45 failures on record from this address (50 requests would meet the route's per-minute limit).
    await t.database.db.insert(tentativeConnexion).values(
      Array.from({ length: SIGN_IN_LIMITS.perIp - 5 }, (_, i) => ({
        Login: `earlier${i}@example.com`,
        Ip: ip,
        DateCreation: clock,
      })),
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login({ login: `spray${i}@example.com`, password: 'x', ip })),
    );
    expect(tally(answers)).toEqual({ LOGIN_FAILED: 5, LOGIN_THROTTLED: 15 });
  });

  it('a success clears the login’s failures', async () => {
    await insertAccount(t, 'forgetful@example.com');
    const ip = '198.51.100.5';
    const answers = await wrongAtOnce({ login: 'forgetful@example.com', n: 9, ip });
    expect(tally(answers)).toEqual({ LOGIN_FAILED: 9 });
    expect(await login({ login: 'forgetful@example.com', password: PASSWORD, ip })).toEqual({
      status: 200,
      code: 'OK',
    });
    const again = await wrongAtOnce({ login: 'forgetful@example.com', n: 9, ip });
    expect(tally(again)).toEqual({ LOGIN_FAILED: 9 });
  });
});
