import type { Database } from '@shortlist/db/client';
import { createTestDatabase } from '@shortlist/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../platform/tokens.ts';
import { insertAccount } from '../../test/test-accounts.ts';
import { checkPasswordToken } from './check-password-token.ts';

const NOW = new Date('2025-06-10T12:00:00Z');
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seed: 'none' });
});
afterAll(() => database.close());

describe('checkPasswordToken', () => {
  it('accepts a live link without spending it, refuses an expired or forged one', async () => {
    const id = await insertAccount({ database }, 'forgot@example.com');
    const token = await issueToken(database.db, { kind: 'password', accountId: id, now: NOW });
    await checkPasswordToken(database.db, { token, now: NOW });
    await checkPasswordToken(database.db, { token, now: NOW });
    const later = new Date(NOW.getTime() + 3 * 3_600_000);
    await expect(checkPasswordToken(database.db, { token, now: later })).rejects.toMatchObject({
      code: 'TOKEN_INVALID',
    });
    await expect(checkPasswordToken(database.db, { token: 'forged', now: NOW })).rejects.toMatchObject({
      code: 'TOKEN_INVALID',
    });
  });
});
