import type { Database } from '@shortlist/db/client';
import { createTestDatabase } from '@shortlist/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo, insertAccount, loadAccount, PASSWORD } from '../../test/test-accounts.ts';
import { requestLoginChange } from './request-login-change.ts';

const NOW = new Date('2025-06-10T12:00:00Z');
const publicUrl = 'https://shortlist.test';
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seed: 'none' });
});
afterAll(() => database.close());

describe('requestLoginChange', () => {
  it('sends a link to the new address and a notice to the current one; the login stays', async () => {
    const t = { database };
    const account = await loadAccount(t, await insertAccount(t, 'me@example.com'));
    await requestLoginChange(database.db, {
      account,
      login: 'new@example.com',
      password: PASSWORD,
      now: NOW,
      publicUrl,
    });
    expect(await emailsTo(t, 'new@example.com')).toHaveLength(1);
    expect(await emailsTo(t, 'me@example.com')).toHaveLength(1);
    expect((await loadAccount(t, account.Id)).Login).toBe('me@example.com');
  });

  it('refuses a taken address (LOGIN_UNAVAILABLE), its own (LOGIN_UNCHANGED) and a wrong password', async () => {
    const t = { database };
    const account = await loadAccount(t, await insertAccount(t, 'other@example.com'));
    await insertAccount(t, 'taken@example.com');
    const ask = (login: string, password = PASSWORD) =>
      requestLoginChange(database.db, { account, login, password, now: NOW, publicUrl });
    await expect(ask('taken@example.com')).rejects.toMatchObject({ code: 'LOGIN_UNAVAILABLE' });
    await expect(ask('other@example.com')).rejects.toMatchObject({ code: 'LOGIN_UNCHANGED' });
    await expect(ask('free@example.com', 'Wrong-Pass-1')).rejects.toMatchObject({
      code: 'WRONG_CURRENT_PASSWORD',
    });
  });
});
