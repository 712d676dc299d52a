import type { Database } from '@shortlist/db/client';
import { createTestDatabase } from '@shortlist/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo, insertAccount } from '../../test/test-accounts.ts';
import { sendPasswordReset } from './password-reset-job.ts';

const NOW = new Date('2025-06-10T12:00:00Z');
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seed: 'none' });
});
afterAll(() => database.close());

describe('sendPasswordReset', () => {
  it('sends a reset link to a live account, nothing for an unknown address', async () => {
    await insertAccount({ database }, 'forgot@example.com');
    const publicUrl = 'https://shortlist.test';
    await sendPasswordReset(database.db, { login: 'Forgot@example.com', now: NOW, publicUrl });
    await sendPasswordReset(database.db, { login: 'ghost@example.com', now: NOW, publicUrl });
    const [mail] = await emailsTo({ database }, 'forgot@example.com');
    expect(mail?.Text).toContain(publicUrl);
    expect(await emailsTo({ database }, 'ghost@example.com')).toEqual([]);
  });
});
