import { jeton } from '@shortlist/db/schema/accounts';
import { job, outboxEmail } from '@shortlist/db/schema/platform';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, runAccountJobs, signInAs } from '../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Calls that could tell which addresses have an account.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('compte/check-email', () => {
  it('answers 20 times a minute per session, then RATE_LIMITED; another session keeps its own allowance', async () => {
    await insertAccount(t, 'prober@example.com');
    const s = await signInAs(t.app, 'prober@example.com');
    const check = (headers: Record<string, string>, n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/compte/check-email',
        headers,
        payload: { Login: `someone-${n}@example.com` },
      });
    for (let n = 0; n < 20; n++) expect((await check(s.headers, n)).statusCode).toBe(200);
    const refused = await check(s.headers, 20);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(typeof refused.json().message).toBe('string');
    const other = await signInAs(t.app, 'prober@example.com');
    expect((await check(other.headers, 21)).statusCode).toBe(200);
  });
});

describe('auth/password-request', () => {
  it('only queues a job, the same for a known and an unknown address; the job mails the known one', async () => {
    const id = await insertAccount(t, 'known@example.com');
    for (const Login of [' Known@Example.com ', 'nobody@example.com']) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password-request',
        payload: { Login },
      });
      expect([answer.statusCode, answer.json()]).toEqual([200, { ok: true }]);
    }
    const jobs = await t.database.db.select().from(job).where(eq(job.Kind, 'password-reset-request'));
    expect(jobs.map((j) => j.Payload)).toEqual([
      { login: 'known@example.com' },
      { login: 'nobody@example.com' },
    ]);
    expect(await t.database.db.select().from(jeton).where(eq(jeton.IdCompte, id))).toEqual([]);
    expect(await t.database.db.select().from(outboxEmail)).toEqual([]);

    expect(await runAccountJobs(t)).toBe(2);
    const emails = await t.database.db.select().from(outboxEmail);
    expect(emails.map((e) => [e.To, e.Subject])).toEqual([
      ['known@example.com', 'Reset your Shortlist password'],
    ]);
    expect(await t.database.db.select().from(jeton).where(eq(jeton.IdCompte, id))).toHaveLength(1);
  });
});
