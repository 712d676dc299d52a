import type { Database } from '@shortlist/db/client';
import { createTestDatabase } from '@shortlist/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../platform/tokens.ts';
import { emailsTo, insertAccount, loadAccount } from '../../test/test-accounts.ts';
import { confirmLoginChange } from './confirm-login-change.ts';

const NOW = new Date('2025-06-10T12:00:00Z');
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seed: 'none' });
});
afterAll(() => database.close());

describe('confirmLoginChange', () => {
  it('makes the confirmed address the login, once, and tells the old one', async () => {
    const id = await insertAccount({ database }, 'old@example.com');
    const token = await issueToken(database.db, {
      kind: 'login-change',
      accountId: id,
      now: NOW,
      payload: 'new@example.com',
    });
    await confirmLoginChange(database.db, { token, now: NOW });
    expect((await loadAccount({ database }, id)).Login).toBe('new@example.com');
    expect(await emailsTo({ database }, 'old@example.com')).toHaveLength(1);
    await expect(confirmLoginChange(database.db, { token, now: NOW })).rejects.toMatchObject({
      code: 'TOKEN_INVALID',
    });
  });

  it('answers LOGIN_UNAVAILABLE when the address was taken meanwhile', async () => {
    const id = await insertAccount({ database }, 'slow@example.com');
    const token = await issueToken(database.db, {
      kind: 'login-change',
      accountId: id,
      now: NOW,
      payload: 'fast@example.com',
    });
    await insertAccount({ database }, 'fast@example.com');
    await expect(confirmLoginChange(database.db, { token, now: NOW })).rejects.toMatchObject({
      code: 'LOGIN_UNAVAILABLE',
    });
  });
});
