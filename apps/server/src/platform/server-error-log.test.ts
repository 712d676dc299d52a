import { job, outboxEmail } from '@shortlist/db/schema/platform';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { AppError } from './errors.ts';
import { JOB_MAX_ATTEMPTS, JobRunner } from './jobs.ts';
import { sendPendingEmails } from './mail/sender.ts';

/**
 * Every 5xx answer and every failed job or email leaves an error line naming the request id, the
 * job id or the outbox id (issue 35), read here from the app's own logger.
 */

type LogLine = {
  level: number;
  msg: string;
  reqId?: string;
  statusCode?: number;
  route?: string | null;
  jobId?: number;
  kind?: string;
  final?: boolean;
  emailId?: number;
  err?: { message: string; stack: string };
};

const ERROR = 50;
const lines: string[] = [];
const logged = () => lines.map((line) => JSON.parse(line) as LogLine);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    seed: 'none',
    env: { LOG_LEVEL: 'warn' },
    logStream: { write: (line) => lines.push(line) },
  });
  t.app.get('/api/test/boom', async () => {
    throw new Error('boom in a handler');
  });
  t.app.get('/api/test/provider-down', async () => {
    throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
  });
  t.app.get('/api/test/refused', async () => {
    throw new AppError('FORBIDDEN');
  });
});
afterAll(() => t.close());

describe('5xx answers', () => {
  it('log an error with the request id the client got back, for a thrown error and a chosen 5xx', async () => {
    for (const [url, status] of [
      ['/api/test/boom', 500],
      ['/api/test/provider-down', 502],
    ] as const) {
      lines.length = 0;
      const answer = await t.app.inject({ url });
      expect(answer.statusCode).toBe(status);
      const id = answer.headers['x-request-id'];
      expect(id).toBeTypeOf('string');
      const line = logged().find((one) => one.msg === 'answered with a server error');
      expect(line, url).toMatchObject({ level: ERROR, reqId: id, statusCode: status, route: url });
    }
    // The thrown error's own line, with its stack, under the same id.
    lines.length = 0;
    const answer = await t.app.inject({ url: '/api/test/boom', headers: { 'x-request-id': 'support-42' } });
    expect(answer.headers['x-request-id']).toBe('support-42');
    const failed = logged().find((one) => one.msg === 'request failed');
    expect(failed).toMatchObject({ level: ERROR, reqId: 'support-42' });
    expect(failed?.err?.stack).toContain('boom in a handler');
  });

  it('leave 4xx answers out of the error log', async () => {
    lines.length = 0;
    expect((await t.app.inject({ url: '/api/test/refused' })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/no-such-route' })).statusCode).toBe(404);
    expect(logged().filter((one) => one.level >= ERROR)).toEqual([]);
  });
});

describe('failed background work', () => {
  it('logs each failed job run with its job id and kind, retried or given up', async () => {
    const db = t.database.db;
    const runner = new JobRunner({ db, log: t.app.log });
    runner.register('log-test-boom', async () => {
      throw new Error('boom in a job');
    });
    const [retried, givenUp] = await db
      .insert(job)
      .values([
        { Kind: 'log-test-boom', RunAt: new Date(Date.now() - 1_000) },
        { Kind: 'log-test-boom', RunAt: new Date(Date.now() - 1_000), Attempts: JOB_MAX_ATTEMPTS - 1 },
      ])
      .returning({ Id: job.Id });
    lines.length = 0;
    expect(await runner.runDue(10)).toBe(2);
    const failures = logged().filter((one) => one.kind === 'log-test-boom');
    expect(failures).toHaveLength(2);
    expect(failures.find((one) => one.jobId === retried?.Id)).toMatchObject({
      level: ERROR,
      final: false,
      msg: 'job failed, will retry',
    });
    expect(failures.find((one) => one.jobId === givenUp?.Id)).toMatchObject({
      level: ERROR,
      final: true,
      msg: 'job failed for good',
    });
    expect(failures[0]?.err?.message).toBe('boom in a job');
  });

  it('logs a failed email with its outbox id, not its address', async () => {
    const db = t.database.db;
    const [row] = await db
      .insert(outboxEmail)
      .values({ To: 'ada@example.com', Subject: 's', Text: 't' })
      .returning({ Id: outboxEmail.Id });
    lines.length = 0;
    const report = await sendPendingEmails({
      db,
      from: 'x@example.com',
      // The database stamps the outbox in microseconds: a clock a second ahead is past it.
      now: () => new Date(Date.now() + 1000),
      log: t.app.log,
      transport: {
        sendMail: async () => {
          throw Object.assign(new Error('550 <ada@example.com> rejected'), { responseCode: 550 });
        },
      },
    });
    expect(report.retried).toBe(1);
    const line = logged().find((one) => one.emailId === row?.Id);
    expect(line).toMatchObject({ level: ERROR, msg: 'email failed, will retry' });
    expect(lines.join('\n')).not.toContain('ada@example.com');
    await db.delete(outboxEmail).where(eq(outboxEmail.Id, row?.Id ?? 0));
  });
});
