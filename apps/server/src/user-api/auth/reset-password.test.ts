import type { Database } from '@shortlist/db/client';
import { createTestDatabase } from '@shortlist/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../platform/passwords.ts';
import { issueToken } from '../../platform/tokens.ts';
import { emailsTo, insertAccount, loadAccount } from '../../test/test-accounts.ts';
import { resetPassword } from './reset-password.ts';

const NOW = new Date('2025-06-10T12:00:00Z');
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seed: 'none' });
});
afterAll(() => database.close());

describe('resetPassword', () => {
  it('sets the new password with a live link, once, and tells the address', async () => {
    const id = await insertAccount({ database }, 'forgot@example.com');
    const token = await issueToken(database.db, { kind: 'password', accountId: id, now: NOW });
    await resetPassword(database.db, { token, password: 'Fresh-Start42!', now: NOW });
    expect(await verifyPassword((await loadAccount({ database }, id)).Password, 'Fresh-Start42!')).toBe(true);
    expect(await emailsTo({ database }, 'forgot@example.com')).toHaveLength(1);
    await expect(
      resetPassword(database.db, { token, password: 'Other-Start42!', now: NOW }),
    ).rejects.toMatchObject({
      code: 'TOKEN_INVALID',
    });
  });
});
