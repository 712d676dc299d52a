import type { Database } from '@shortlist/db/client';
import { session } from '@shortlist/db/schema/accounts';
import { createTestDatabase } from '@shortlist/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../platform/passwords.ts';
import { emailsTo, insertAccount, loadAccount, PASSWORD } from '../../test/test-accounts.ts';
import { changePassword } from './change-password.ts';

const NOW = new Date('2025-06-10T12:00:00Z');
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seed: 'none' });
});
afterAll(() => database.close());

describe('changePassword', () => {
  it('refuses a wrong current password, changing nothing', async () => {
    const t = { database };
    const account = await loadAccount(t, await insertAccount(t, 'wrong@example.com'));
    await expect(
      changePassword(database.db, { account, current: 'Not-It-123', next: 'Fresh-Start42!', now: NOW }),
    ).rejects.toMatchObject({ code: 'WRONG_CURRENT_PASSWORD' });
    expect(await verifyPassword((await loadAccount(t, account.Id)).Password, PASSWORD)).toBe(true);
  });

  it('sets the new password, ends every session and tells the address', async () => {
    const t = { database };
    const account = await loadAccount(t, await insertAccount(t, 'me@example.com'));
    await changePassword(database.db, { account, current: PASSWORD, next: 'Fresh-Start42!', now: NOW });
    expect(await verifyPassword((await loadAccount(t, account.Id)).Password, 'Fresh-Start42!')).toBe(true);
    expect(await database.db.select().from(session).where(eq(session.IdCompte, account.Id))).toEqual([]);
    expect(await emailsTo(t, 'me@example.com')).toHaveLength(1);
  });
});
