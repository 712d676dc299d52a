import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../test/production-env.ts';
import { insertAccount, PASSWORD } from '../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Production: `__Host-` cookies (Secure, Path=/, no Domain) and HSTS, whatever proxies sit in front.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { ...PRODUCTION_ENV, LOG_LEVEL: 'silent' },
  });
  await insertAccount(t, 'ada@example.com');
});
afterAll(() => t.close());

describe('session cookies in production', () => {
  it('are __Host- cookies, Secure, for the whole site, with HSTS', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { Login: 'ada@example.com', Password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const byName = Object.fromEntries(response.cookies.map((c) => [c.name, c]));
    expect(Object.keys(byName).sort()).toEqual(['__Host-sl_csrf', '__Host-sl_session']);
    for (const cookie of Object.values(byName)) {
      expect(cookie).toMatchObject({ secure: true, path: '/', sameSite: 'Lax' });
      expect(cookie.domain).toBeUndefined();
    }
    expect(byName['__Host-sl_session']?.httpOnly).toBe(true);

    const token = byName['__Host-sl_session']?.value ?? '';
    const csrf = byName['__Host-sl_csrf']?.value ?? '';
    const cookie = `__Host-sl_session=${token}; __Host-sl_csrf=${csrf}`;
    expect((await t.app.inject({ url: '/api/ping', headers: { cookie } })).statusCode).toBe(200);
    // The bare names mean nothing in production: a cookie planted without the prefix is ignored.
    expect(
      (await t.app.inject({ url: '/api/ping', headers: { cookie: `sl_session=${token}` } })).statusCode,
    ).toBe(401);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/compte/update-local',
      headers: { cookie, 'x-csrf-token': csrf },
      payload: { IdLangue: 13 },
    });
    expect(put.statusCode).toBe(200);

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie, 'x-csrf-token': csrf },
    });
    const cleared = out.cookies.find((c) => c.name === '__Host-sl_session');
    expect(cleared).toMatchObject({ value: '', secure: true, path: '/' });
  });
});

describe('session cookies in development and tests', () => {
  it('keep the bare names and drop Secure on plain http', async () => {
    const dev = await createTestApp({ database: t.database });
    try {
      const response = await dev.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { Login: 'ada@example.com', Password: PASSWORD },
      });
      expect(response.cookies.map((c) => [c.name, c.secure ?? false]).sort()).toEqual([
        ['sl_csrf', false],
        ['sl_session', false],
      ]);
      expect(response.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await dev.close();
    }
  });
});
