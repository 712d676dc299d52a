import type { Database } from '@shortlist/db/client';
import { uploadLock } from '@shortlist/db/schema/platform';
import { createTestDatabase } from '@shortlist/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresLocker, UPLOAD_BUSY } from './postgres-locker.ts';

/** The upload lease on the database (issue 35), on PGlite and on PostgreSQL (TEST_DATABASE_URL). */
let database: Database;
let locker: PostgresLocker;

beforeAll(async () => {
  database = await createTestDatabase({ seed: 'none' });
  locker = new PostgresLocker(database.db, { renewMs: 20, retryMs: 5, acquireTimeoutMs: 2_000 });
});
afterAll(async () => {
  await database?.close();
});

const never = () => new AbortController().signal;

describe('PostgresLocker', () => {
  it('lets one request hold an upload; the next waits for it and asks it to let go', async () => {
    const held = locker.newLock('u1');
    let releaseAsked = 0;
    await held.lock(never(), () => {
      releaseAsked++;
    });
    const order: string[] = [];
    const waiting = locker
      .newLock('u1')
      .lock(never(), () => undefined)
      .then(() => order.push('second took it'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(releaseAsked).toBe(1);
    expect(order).toEqual([]);
    order.push('first let go');
    await held.unlock();
    await waiting;
    expect(order).toEqual(['first let go', 'second took it']);
  });

  it('takes over a lease left by an instance that died, once it ran out', async () => {
    await database.db.insert(uploadLock).values({
      IdUpload: 'u2',
      Holder: 'gone',
      ExpiresAt: sql`now() - interval '1 second'`,
    });
    const lock = locker.newLock('u2');
    await lock.lock(never(), () => undefined);
    const [row] = await database.db.select().from(uploadLock).where(sql`${uploadLock.IdUpload} = 'u2'`);
    expect(row?.Holder).not.toBe('gone');
    await lock.unlock();
    expect(await database.db.select().from(uploadLock).where(sql`${uploadLock.IdUpload} = 'u2'`)).toEqual([]);
  });

  it('answers the tus 409 when the upload stays taken past the wait, and stops waiting on abort', async () => {
    const impatient = new PostgresLocker(database.db, { renewMs: 20, retryMs: 5, acquireTimeoutMs: 100 });
    const held = impatient.newLock('u3');
    // A holder that never lets go (a stuck request).
    await held.lock(never(), () => undefined);
    await expect(impatient.newLock('u3').lock(never(), () => undefined)).rejects.toBe(UPLOAD_BUSY);
    const stop = new AbortController();
    const aborted = impatient.newLock('u3').lock(stop.signal, () => undefined);
    stop.abort();
    await expect(aborted).rejects.toBe(UPLOAD_BUSY);
    await held.unlock();
  });

  it('gives one of many requests racing for a free upload the lock', async () => {
    const locks = Array.from({ length: 8 }, () => locker.newLock('u4'));
    let holding = 0;
    let most = 0;
    await Promise.all(
      locks.map(async (lock) => {
        await lock.lock(never(), () => undefined);
        holding++;
        most = Math.max(most, holding);
        await new Promise((resolve) => setTimeout(resolve, 5));
        holding--;
        await lock.unlock();
      }),
    );
    expect(most).toBe(1);
  });
});
