import type { Database } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { createTestDatabase } from '@shortlist/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../platform/tokens.ts';
import { insertAccount, loadAccount } from '../../test/test-accounts.ts';
import { activateAccount } from './activate-account.ts';

const NOW = new Date('2025-06-10T12:00:00Z');
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seed: 'none' });
});
afterAll(() => database.close());

describe('activateAccount', () => {
  it('activates with the link, once', async () => {
    const id = await insertAccount({ database }, 'new@example.com');
    await database.db.update(compte).set({ DateActivation: null }).where(eq(compte.Id, id));
    const token = await issueToken(database.db, { kind: 'activate', accountId: id, now: NOW });
    await activateAccount(database.db, { token, now: NOW });
    expect((await loadAccount({ database }, id)).DateActivation).toEqual(NOW);
    // A second click on the link: the account is active, the visitor is told to sign in.
    await expect(activateAccount(database.db, { token, now: NOW })).rejects.toMatchObject({
      code: 'ACCOUNT_ALREADY_ACTIVE',
    });
  });

  it('refuses a link never issued, and an expired one of an account still inactive', async () => {
    await expect(activateAccount(database.db, { token: 'x'.repeat(43), now: NOW })).rejects.toMatchObject({
      code: 'TOKEN_INVALID',
    });
    const id = await insertAccount({ database }, 'late@example.com');
    await database.db.update(compte).set({ DateActivation: null }).where(eq(compte.Id, id));
    const token = await issueToken(database.db, { kind: 'activate', accountId: id, now: NOW });
    const later = new Date(NOW.getTime() + 8 * 24 * 3_600_000);
    await expect(activateAccount(database.db, { token, now: later })).rejects.toMatchObject({
      code: 'TOKEN_INVALID',
    });
  });
});
