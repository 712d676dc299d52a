import { evenement } from '@shortlist/db/schema/campaigns';
import type { BasketCheckAnswer } from '@shortlist/domain/submissions/basket-check';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderTest, type OrderTest } from '../../test/order-steps.ts';
import { NOW } from '../../test/order-test-app.ts';

const DAY = 86_400_000;
let o: OrderTest;

beforeAll(async () => {
  o = await createOrderTest();
});
afterAll(() => o.close());

async function checksOf(who: OrderTest['ada']): Promise<BasketCheckAnswer['checks']> {
  const response = await o.call(who, 'GET', `customer/${who.Id}/basket/check`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as BasketCheckAnswer).checks;
}

describe('GET customer/{id}/basket/check', () => {
  it('has nothing to say about an empty basket', async () => {
    expect(await checksOf(o.bob)).toEqual([]);
  });

  it('judges each waiting entry again: a record left incomplete without its screener, then the deadline passed', async () => {
    const { paid } = await o.openSections();
    const section = paid[0]!;
    const filmId = await o.insertFilm(o.ada.Id);
    const [entryId] = await o.putEntries(o.ada.Id, [{ IdFilm: filmId, IdCampagneSection: section.Id }]);
    const today = await checksOf(o.ada);
    expect(today.filter((c) => c.IdInscription === entryId).map((c) => c.code)).toEqual(
      expect.arrayContaining(['filmIncomplete', 'screenerMissing']),
    );
    expect(today.map((c) => c.code)).not.toContain('deadlinePassed');
    // The festival moves its deadlines before today: the entry can no longer be paid for.
    await o.database.db
      .update(evenement)
      .set({ DateEvent: new Date(NOW.getTime() - 2 * DAY) })
      .where(
        and(eq(evenement.IdCampagneSection, section.Id), inArray(evenement.Type, ['closing', 'extension'])),
      );
    await o.database.db
      .update(evenement)
      .set({ DateEvent: new Date(NOW.getTime() - 30 * DAY) })
      .where(and(eq(evenement.IdCampagneSection, section.Id), eq(evenement.Type, 'opening')));
    const later = await checksOf(o.ada);
    expect(later.filter((c) => c.IdInscription === entryId).map((c) => c.code)).toContain('deadlinePassed');
  });

  it("answers 404 for another customer's basket, and 401 signed out", async () => {
    const other = await o.call(o.bob, 'GET', `customer/${o.ada.Id}/basket/check`);
    expect(other.statusCode).toBe(404);
    const anonymous = await o.t.app.inject({ url: `/order-api/customer/${o.ada.Id}/basket/check` });
    expect(anonymous.statusCode).toBe(401);
  });
});
