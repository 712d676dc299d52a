import { festival, festivalGenre } from '@shortlist/db/schema/festivals';
import { createTestDatabase } from '@shortlist/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { NOW } from '../test/festival-test-app.ts';
import { watchFestivalChanges } from './festival-changes.ts';

// The festivals' public version (migration 0035) as the watch reads it: moved by a write to a
// festival or one of its lists, in the writing transaction; left alone by a rolled-back one.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase({ seed: 'demo', now: NOW });
});
afterAll(() => database.close());

it('moves with each committed festival write, never with a rolled-back one', async () => {
  const db = database.db;
  const watch = watchFestivalChanges(db, 0);
  let changes = 0;
  watch.onChange(() => changes++);
  await watch.check();
  const [first] = await db.select({ Id: festival.Id, Nom: festival.Nom }).from(festival).limit(1);
  const id = first!.Id;

  await db.update(festival).set({ Nom: 'Renamed' }).where(eq(festival.Id, id));
  await watch.check();
  expect(changes).toBe(2);
  await watch.check();
  expect(changes).toBe(2);

  await db
    .transaction(async (tx) => {
      await tx.update(festival).set({ Nom: 'Never' }).where(eq(festival.Id, id));
      throw new Error('rolled back');
    })
    .catch(() => undefined);
  await watch.check();
  expect(changes).toBe(2);

  await db.delete(festivalGenre).where(eq(festivalGenre.IdFestival, id));
  await watch.check();
  expect(changes).toBe(3);
  // Something else than festivals leaves it.
  await db.execute(sql`update "pays" set "Iso2" = "Iso2" where false`);
  await watch.check();
  expect(changes).toBe(3);
});
