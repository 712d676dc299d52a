import { compte } from '@shortlist/db/schema/accounts';
import { EMAIL_LINK_LIMITS } from '@shortlist/domain/accounts/email-link-limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo, insertAccount, runAccountJobs } from '../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sendPasswordReset } from './password-reset-job.ts';

// Reset and activation links by email (issue 29): at most one per account every 5 minutes and
// 5 a day, with the same answer whether or not one went. Jobs run at the test's clock, which is
// ahead of the database's, so every queued job is due.
const START = new Date('2030-05-01T08:00:00Z');
let clock = START;
let t: TestApp;
let base = '';
const at = (minutes: number) => new Date(START.getTime() + minutes * 60_000);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

async function post(url: string, payload: object) {
  const response = await t.app.inject({ method: 'POST', url, payload });
  return [response.statusCode, response.json()];
}

async function waitingAccount(login: string): Promise<number> {
  const id = await insertAccount(t, login);
  await t.database.db.update(compte).set({ DateActivation: null }).where(eq(compte.Id, id));
  return id;
}

describe('password reset emails', () => {
  it('a sixth request in an hour sends no mail, nor one 1 minute after another; the answer never changes', async () => {
    await insertAccount(t, 'forgetful@example.com');
    const minutes = [0, 1, 10, 20, 30, 40, 50];
    for (const minute of minutes) {
      clock = at(minute);
      expect(await post('/api/auth/password-request', { Login: 'forgetful@example.com' })).toEqual([
        200,
        { ok: true },
      ]);
      await runAccountJobs(t, () => clock);
    }
    // Sent at 0, 10, 20, 30 and 40: the request 1 minute after the first, and the sixth at 50, sent nothing.
    expect(await emailsTo(t, 'forgetful@example.com')).toHaveLength(EMAIL_LINK_LIMITS.perDay);
    // A day after the first, one more goes.
    clock = new Date(START.getTime() + EMAIL_LINK_LIMITS.dayMs);
    await post('/api/auth/password-request', { Login: 'forgetful@example.com' });
    await runAccountJobs(t, () => clock);
    expect(await emailsTo(t, 'forgetful@example.com')).toHaveLength(EMAIL_LINK_LIMITS.perDay + 1);
  });

  it('requests handled at once for one account send one email', async () => {
    clock = START;
    await insertAccount(t, 'hurried@example.com');
    const publicUrl = t.config.publicUrl;
    await Promise.all(
      Array.from({ length: 10 }, () =>
        sendPasswordReset(t.database.db, { login: 'hurried@example.com', now: clock, publicUrl }),
      ),
    );
    expect(await emailsTo(t, 'hurried@example.com')).toHaveLength(1);
  });
});

describe('activation emails', () => {
  it('a sixth request in an hour sends no mail; the answer is the same as for an unknown address', async () => {
    await waitingAccount('waiting@example.com');
    for (const minute of [0, 2, 10, 20, 30, 40, 50]) {
      clock = at(minute);
      for (const Data of ['waiting@example.com', 'nobody@example.com']) {
        expect(await post('/api/auth/send-activate', { Data })).toEqual([200, { ok: true }]);
      }
    }
    expect(await emailsTo(t, 'waiting@example.com')).toHaveLength(EMAIL_LINK_LIMITS.perDay);
    expect(await emailsTo(t, 'nobody@example.com')).toEqual([]);
  });

  it('10 requests at once on a listening server send one email', async () => {
    clock = START;
    await waitingAccount('eager@example.com');
    const answers = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const response = await fetch(`${base}/api/auth/send-activate`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ Data: 'eager@example.com' }),
        });
        return [response.status, await response.json()];
      }),
    );
    expect(answers).toEqual(Array.from({ length: 10 }, () => [200, { ok: true }]));
    expect(await emailsTo(t, 'eager@example.com')).toHaveLength(1);
  });
});
