import type { Database } from '@shortlist/db/client';
import { session } from '@shortlist/db/schema/accounts';
import { createTestDatabase } from '@shortlist/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../platform/tokens.ts';
import { insertAccount } from '../../test/test-accounts.ts';
import { loginByToken } from './login-by-token.ts';

const NOW = new Date('2025-06-10T12:00:00Z');
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seed: 'none' });
});
afterAll(() => database.close());
const request = { previousSessionId: null, lifetimes: { idleMinutes: 60, maxHours: 4 }, ip: '127.0.0.1' };

describe('loginByToken', () => {
  it('opens a session for the account of the link, once', async () => {
    const id = await insertAccount({ database }, 'guest@example.com', {
      password: null,
      firstConnectionDone: false,
    });
    const token = await issueToken(database.db, { kind: 'login-by-token', accountId: id, now: NOW });
    const signed = await loginByToken(database.db, { token, session: request, now: NOW });
    expect(signed.account).toMatchObject({ Id: id, DateDerConnexion: NOW });
    expect(await database.db.select().from(session).where(eq(session.IdCompte, id))).toHaveLength(1);
    await expect(loginByToken(database.db, { token, session: request, now: NOW })).rejects.toMatchObject({
      code: 'TOKEN_INVALID',
    });
  });
});
