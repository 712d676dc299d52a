import type { Database } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { createTestDatabase } from '@shortlist/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo, insertAccount } from '../../test/test-accounts.ts';
import { sendActivation } from './send-activation.ts';

const NOW = new Date('2025-06-10T12:00:00Z');
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seed: 'none' });
});
afterAll(() => database.close());

describe('sendActivation', () => {
  it('sends a new link to an account waiting for activation only', async () => {
    const waiting = await insertAccount({ database }, 'waiting@example.com');
    await database.db.update(compte).set({ DateActivation: null }).where(eq(compte.Id, waiting));
    await insertAccount({ database }, 'active@example.com');
    const publicUrl = 'https://shortlist.test';
    for (const login of ['Waiting@example.com', 'active@example.com', 'ghost@example.com'])
      await sendActivation(database.db, { login, now: NOW, publicUrl });
    expect(await emailsTo({ database }, 'waiting@example.com')).toHaveLength(1);
    expect(await emailsTo({ database }, 'active@example.com')).toEqual([]);
  });
});
