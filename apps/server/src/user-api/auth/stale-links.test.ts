import { compte } from '@shortlist/db/schema/accounts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../platform/tokens.ts';
import { insertAccount, PASSWORD, signInAs } from '../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// An emailed link sent before a change must not undo it, nor reach a deleted account.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const login = (Login: string, Password: string) => post('/api/login', { Login, Password });
const resetLink = (accountId: number) =>
  issueToken(t.database.db, { kind: 'password', accountId, now: new Date() });

describe('emailed links end with the change they could undo', () => {
  it('a reset link asked before a profile password change no longer works after it', async () => {
    const id = await insertAccount(t, 'stale@example.com');
    const token = await resetLink(id);
    const s = await signInAs(t.app, 'stale@example.com');
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/compte/password',
      headers: s.headers,
      payload: { CurrentPassword: PASSWORD, NewPassword: 'Owner-Choice7!' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await post('/api/auth/check-token-password', { Token: token })).json().code).toBe(
      'TOKEN_INVALID',
    );
    const reset = await post('/api/auth/password-change', { Token: token, Password: 'Thief-Choice7!' });
    expect(reset.json().code).toBe('TOKEN_INVALID');
    expect((await login('stale@example.com', 'Owner-Choice7!')).statusCode).toBe(200);
  });

  it('a reset spends the other links of the account (login change, sign-in by link)', async () => {
    const id = await insertAccount(t, 'links@example.com');
    const loginChange = await issueToken(t.database.db, {
      kind: 'login-change',
      accountId: id,
      now: new Date(),
      payload: 'elsewhere@example.com',
    });
    const byLink = await issueToken(t.database.db, {
      kind: 'login-by-token',
      accountId: id,
      now: new Date(),
    });
    const token = await resetLink(id);
    expect(
      (await post('/api/auth/password-change', { Token: token, Password: 'Owner-Choice7!' })).statusCode,
    ).toBe(200);
    expect((await post('/api/auth/check-token-login', { Token: loginChange })).json().code).toBe(
      'TOKEN_INVALID',
    );
    expect((await post(`/api/auth/login-by-token/${byLink}`, {})).json().code).toBe('TOKEN_INVALID');
  });

  it('a login change spends the reset links sent to the old address', async () => {
    const id = await insertAccount(t, 'moving@example.com');
    const token = await resetLink(id);
    const loginChange = await issueToken(t.database.db, {
      kind: 'login-change',
      accountId: id,
      now: new Date(),
      payload: 'moved@example.com',
    });
    expect((await post('/api/auth/check-token-login', { Token: loginChange })).statusCode).toBe(200);
    expect(
      (await post('/api/auth/password-change', { Token: token, Password: 'Thief-Choice7!' })).json().code,
    ).toBe('TOKEN_INVALID');
  });

  it('after deletion a reset link writes nothing onto the deleted row', async () => {
    const id = await insertAccount(t, 'deleting@example.com');
    const token = await resetLink(id);
    const s = await signInAs(t.app, 'deleting@example.com');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/compte',
      headers: s.headers,
      payload: { Password: PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    const reset = await post('/api/auth/password-change', { Token: token, Password: 'Ghost-Return7!' });
    expect(reset.json().code).toBe('TOKEN_INVALID');
    const [row] = await t.database.db.select().from(compte).where(eq(compte.Id, id));
    expect(row?.Password).toBeNull();
  });
});
