import type { Database } from '@shortlist/db/client';
import { job } from '@shortlist/db/schema/platform';
import { createTestDatabase } from '@shortlist/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob, JOB_MAX_ATTEMPTS, JobRunner } from './jobs.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seed: 'none' });
});
afterAll(() => database.close());

describe('JobRunner', () => {
  it('runs each due job once, even with two runners at the same time', async () => {
    const seen: unknown[] = [];
    for (let i = 0; i < 6; i++) await enqueueJob(database.db, { kind: 'count', payload: { i } });
    await enqueueJob(database.db, {
      kind: 'count',
      payload: { later: true },
      runAt: new Date(Date.now() + 3_600_000),
    });
    const handler = async (row: { Payload: unknown }) => {
      seen.push(row.Payload);
    };
    const now = () => new Date(Date.now() + 1000);
    const a = new JobRunner({ db: database.db, now }).register('count', handler);
    const b = new JobRunner({ db: database.db, now }).register('count', handler);
    const ran = await Promise.all([a.runDue(4), b.runDue(4), a.runDue(4)]);
    expect(ran.reduce((x, y) => x + y, 0)).toBe(6);
    expect(seen).toHaveLength(6);
    expect(new Set(seen.map((p) => JSON.stringify(p))).size).toBe(6);
    expect(await a.runDue()).toBe(0);
    const rows = await database.db.select().from(job).where(eq(job.Kind, 'count'));
    expect(rows.filter((r) => r.Status === 'done')).toHaveLength(6);
    expect(rows.filter((r) => r.Status === 'pending')).toHaveLength(1);
  });

  it('leaves kinds it has no handler for', async () => {
    await enqueueJob(database.db, { kind: 'other' });
    expect(await new JobRunner({ db: database.db }).register('count', async () => {}).runDue()).toBe(0);
  });

  it('enqueues a deduplicated job once', async () => {
    expect(await enqueueJob(database.db, { kind: 'expire', dedupeKey: 'order:1' })).toEqual(
      expect.any(Number),
    );
    expect(await enqueueJob(database.db, { kind: 'expire', dedupeKey: 'order:1' })).toBeNull();
  });

  it('retries a failing job later, then marks it failed', async () => {
    const id = await enqueueJob(database.db, { kind: 'flaky' });
    // The database stamps RunAt in microseconds; a JS clock a second ahead is surely past it.
    let clock = new Date(Date.now() + 1000);
    const runner = new JobRunner({ db: database.db, now: () => clock }).register('flaky', async () => {
      throw new Error('boom');
    });
    expect(await runner.runDue()).toBe(1);
    const [afterOne] = await database.db.select().from(job).where(eq(job.Id, id!));
    expect(afterOne).toMatchObject({ Status: 'pending', Attempts: 1, LastError: 'boom' });
    expect(await runner.runDue()).toBe(0);
    for (let i = 1; i < JOB_MAX_ATTEMPTS; i++) {
      clock = new Date(clock.getTime() + 24 * 3_600_000);
      expect(await runner.runDue()).toBe(1);
    }
    const [final] = await database.db.select().from(job).where(eq(job.Id, id!));
    expect(final).toMatchObject({ Status: 'failed', Attempts: JOB_MAX_ATTEMPTS });
  });
});
