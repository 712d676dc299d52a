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
    await expect(activateAccount(database.db, { token, now: NOW })).rejects.toMatchObject({
      code: 'TOKEN_INVALID',
    });
  });
});
