import type { Database } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { createTestDatabase } from '@shortlist/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../platform/tokens.ts';
import { insertAccount, loadAccount } from '../../test/test-accounts.ts';
import { unsubscribe } from './unsubscribe.ts';

const NOW = new Date('2025-06-10T12:00:00Z');
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seed: 'none' });
});
afterAll(() => database.close());

describe('unsubscribe', () => {
  it('turns the mailing consent off; a forged link answers TOKEN_INVALID', async () => {
    const id = await insertAccount({ database }, 'reader@example.com');
    await database.db.update(compte).set({ IsAccepteMail: true }).where(eq(compte.Id, id));
    const token = await issueToken(database.db, { kind: 'unsubscribe', accountId: id, now: NOW });
    await unsubscribe(database.db, { token, now: NOW });
    expect((await loadAccount({ database }, id)).IsAccepteMail).toBe(false);
    await expect(unsubscribe(database.db, { token: 'forged', now: NOW })).rejects.toMatchObject({
      code: 'TOKEN_INVALID',
    });
  });
});
