import type { Database } from '@shortlist/db/client';
import { createTestDatabase } from '@shortlist/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, loadAccount } from '../../test/test-accounts.ts';
import { setMailingConsent } from './set-mailing-consent.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seed: 'none' });
});
afterAll(() => database.close());

describe('setMailingConsent', () => {
  it('turns the consent on and off', async () => {
    const t = { database };
    const id = await insertAccount(t, 'me@example.com');
    await setMailingConsent(database.db, { account: await loadAccount(t, id), accept: true });
    expect((await loadAccount(t, id)).IsAccepteMail).toBe(true);
    await setMailingConsent(database.db, { account: await loadAccount(t, id), accept: false });
    expect((await loadAccount(t, id)).IsAccepteMail).toBe(false);
  });
});
