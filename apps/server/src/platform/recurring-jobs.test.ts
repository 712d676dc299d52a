import type { Database } from '@shortlist/db/client';
import { job } from '@shortlist/db/schema/platform';
import { createTestDatabase } from '@shortlist/db/testing';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobRunner } from './jobs.ts';
import { defineRecurringJob } from './recurring-jobs.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seed: 'none' });
});
afterAll(() => database.close());

const TEN_MINUTES = 10 * 60_000;
const runsOf = (kind: string) =>
  database.db.select().from(job).where(eq(job.Kind, kind)).orderBy(asc(job.Id));

describe('defineRecurringJob', () => {
  it('queues one run per slot however many instances start, and each run queues the next first', async () => {
    const seen: { now: Date; label: string }[] = [];
    let failNext = false;
    const tick = defineRecurringJob({
      kind: 'tick',
      everyMs: TEN_MINUTES,
      firstRunAfterMs: 60_000,
      async run({ now }, options: { label: string }) {
        if (failNext) {
          failNext = false;
          throw new Error('boom');
        }
        seen.push({ now, label: options.label });
      },
    });
    // 12:03 UTC: the 12:00 slot.
    let clock = new Date('2030-05-01T12:03:00Z');
    await Promise.all([
      tick.schedule(database.db, { now: clock }),
      tick.schedule(database.db, { now: clock }),
    ]);
    expect((await runsOf('tick')).map((r) => [r.DedupeKey, r.RunAt.toISOString()])).toEqual([
      ['tick:2030-05-01T12:00:00.000Z', '2030-05-01T12:04:00.000Z'],
    ]);

    const runners = [0, 1].map(() =>
      new JobRunner({ db: database.db, now: () => clock }).register(tick.kind, tick.handler({ label: 'a' })),
    );
    expect(await runners[0]?.runDue()).toBe(0);
    clock = new Date('2030-05-01T12:04:00Z');
    const ran = await Promise.all(runners.map((r) => r.runDue()));
    expect(ran.reduce((x, y) => x + y, 0)).toBe(1);
    expect(seen).toEqual([{ now: clock, label: 'a' }]);
    expect((await runsOf('tick')).map((r) => [r.DedupeKey, r.Status, r.RunAt.toISOString()])).toEqual([
      ['tick:2030-05-01T12:00:00.000Z', 'done', '2030-05-01T12:04:00.000Z'],
      ['tick:2030-05-01T12:10:00.000Z', 'pending', '2030-05-01T12:10:00.000Z'],
    ]);

    // A run that fails is retried by the runner, and the chain goes on: its next run is queued.
    clock = new Date('2030-05-01T12:10:00Z');
    failNext = true;
    expect(await runners[1]?.runDue()).toBe(1);
    const afterFailure = await runsOf('tick');
    expect(afterFailure.map((r) => [r.DedupeKey, r.Status])).toEqual([
      ['tick:2030-05-01T12:00:00.000Z', 'done'],
      ['tick:2030-05-01T12:10:00.000Z', 'pending'],
      ['tick:2030-05-01T12:20:00.000Z', 'pending'],
    ]);
    expect(afterFailure[1]?.LastError).toBe('boom');

    // A restart within a slot that has its run adds nothing.
    await tick.schedule(database.db, { now: new Date('2030-05-01T12:15:00Z') });
    expect(await runsOf('tick')).toHaveLength(3);
  });
});
