import type { Database } from '@shortlist/db/client';
import { createTestDatabase } from '@shortlist/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, loadAccount } from '../../test/test-accounts.ts';
import { checkEmailAvailable } from './check-email-available.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seed: 'none' });
});
afterAll(() => database.close());

describe('checkEmailAvailable', () => {
  it('own login and free addresses are available; empty and taken ones are not (spec §5)', async () => {
    const t = { database };
    const account = await loadAccount(t, await insertAccount(t, 'me@example.com'));
    await insertAccount(t, 'taken@example.com');
    const available = (login: string) => checkEmailAvailable(database.db, { account, login });
    expect(await available(' Me@Example.com ')).toBe(true);
    expect(await available('free@example.com')).toBe(true);
    expect(await available('TAKEN@example.com')).toBe(false);
    expect(await available('   ')).toBe(false);
  });
});
