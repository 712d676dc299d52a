import type { Database } from '@shortlist/db/client';
import { createTestDatabase } from '@shortlist/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, loadAccount } from '../../test/test-accounts.ts';
import { updateLanguage } from './update-language.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seed: 'none' });
});
afterAll(() => database.close());

describe('updateLanguage', () => {
  it('stores the language of the account', async () => {
    const t = { database };
    const id = await insertAccount(t, 'me@example.com');
    await updateLanguage(database.db, { account: await loadAccount(t, id), languageId: 13 });
    expect((await loadAccount(t, id)).IdLangue).toBe(13);
  });
});
