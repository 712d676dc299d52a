import type { Database } from '@shortlist/db/client';
import { job } from '@shortlist/db/schema/platform';
import { createTestDatabase } from '@shortlist/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../test/until.ts';
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

  it('runs a slow kind in its own lane: a job stuck there never delays the fast lane', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const started: string[] = [];
    const runner = new JobRunner({ db: database.db })
      .register(
        'lane-slow',
        async () => {
          started.push('slow');
          await gate;
        },
        { lane: 'slow' },
      )
      .register('lane-fast', async () => {
        started.push('fast');
      });
    const slow = await enqueueJob(database.db, { kind: 'lane-slow', runAt: new Date(Date.now() - 1000) });
    const slower = await enqueueJob(database.db, { kind: 'lane-slow', runAt: new Date(Date.now() - 1000) });
    // Each lane claims only its own kinds.
    expect(await runner.runDue(10, 'fast')).toBe(0);
    const loop = runner.start({
      intervalMs: 20,
      concurrency: { slow: 1 },
      onError: (error) => {
        throw error;
      },
    });
    try {
      await until(() => started.includes('slow'));
      const fast = await enqueueJob(database.db, { kind: 'lane-fast', runAt: new Date(Date.now() - 1000) });
      await until(async () => (await statusOf(fast)) === 'done');
      // The slow lane's one place is still held; its second job waits its turn.
      expect(await statusOf(slow)).toBe('running');
      expect(await statusOf(slower)).toBe('pending');
      expect(started).toEqual(['slow', 'fast']);
    } finally {
      release();
      await until(async () => (await statusOf(slower)) === 'done');
      await loop.stop();
    }
    expect(await statusOf(slow)).toBe('done');
  });

  it('renews the claim of a long job, so no other runner takes it as stale', async () => {
    const id = await enqueueJob(database.db, { kind: 'long', runAt: new Date(Date.now() - 1000) });
    let runs = 0;
    const options = { db: database.db, staleAfterMs: 300 };
    const handler = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 1200));
    };
    const a = new JobRunner(options).register('long', handler);
    const b = new JobRunner(options).register('long', handler);
    const first = a.runDue();
    // Four times the stale delay: without renewal, b would run it again.
    for (let i = 0; i < 10; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await b.runDue()).toBe(0);
    }
    expect(await first).toBe(1);
    expect(runs).toBe(1);
    expect(await statusOf(id)).toBe('done');
  });
});

async function statusOf(id: number | null): Promise<string | undefined> {
  const [row] = await database.db
    .select({ Status: job.Status })
    .from(job)
    .where(eq(job.Id, id ?? 0));
  return row?.Status;
}
