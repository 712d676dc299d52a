import { coupon, couponUtilisation } from '@shortlist/db/schema/coupons';
import type { Product } from '@shortlist/domain/orders/catalogue';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { countOrders, placeAllAtOnce, signInRacers } from '../../test/order-race.ts';
import { createOrderTest, type OrderTest } from '../../test/order-steps.ts';
import { type Customer, NOW } from '../../test/order-test-app.ts';
import { createCoupon } from './create-coupon.ts';

/**
 * A 1-use coupon under concurrency, on a real HTTP server (and PostgreSQL with
 * TEST_DATABASE_URL): 10 customers apply it (nothing is counted yet) and then all place their
 * order at once. The use is one conditional UPDATE in the placing transaction, so exactly one
 * order is placed with the discount; the 9 others are refused whole (COUPON_USED_UP, no order
 * written) and the coupon ends at 1 use of 1.
 */
const N = 10;
let o: OrderTest;
let base: string;
let customers: Customer[];

beforeAll(async () => {
  o = await createOrderTest({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  base = await o.listen();
  customers = await signInRacers(o, N, 'racer');
});
afterAll(() => o.close());

it('lets exactly one of 10 customers paying at once use a 1-use coupon', async () => {
  const products = (await o.t.app.inject({ url: '/order-api/products/active' })).json() as Product[];
  const stamp10 = products.find((p) => p.code === 'stamp-10')!;
  await createCoupon(o.database.db, {
    input: { code: 'ONLYONE', percent: 50, until: '2030-01-01', 'max-uses': 1 },
    now: NOW,
  });
  for (const who of customers) {
    await o.saveBilling(who);
    const added = await o.call(who, 'POST', `customer/${who.Id}/basket/stamps`, {
      productId: stamp10.Id,
      quantity: 1,
    });
    expect(added.statusCode, added.body).toBe(200);
    const applied = await o.call(who, 'PUT', `customer/${who.Id}/basket/apply-coupon`, {
      couponCode: 'onlyone',
    });
    expect(applied.statusCode, applied.body).toBe(200);
  }

  const { statuses, bodies } = await placeAllAtOnce<{
    code?: string;
    order?: { totals: { totalCents: number } };
  }>(base, customers);
  expect(statuses.filter((s) => s === 201)).toHaveLength(1);
  expect(statuses.filter((s) => s === 409)).toHaveLength(N - 1);
  for (const [index, body] of bodies.entries()) {
    if (statuses[index] === 409) expect(body.code).toBe('COUPON_USED_UP');
    else expect(body.order?.totals.totalCents).toBe(1800);
  }

  const [row] = await o.database.db.select().from(coupon).where(eq(coupon.Code, 'ONLYONE'));
  expect(row?.Utilisations).toBe(1);
  const [uses] = await o.database.db
    .select({ n: count() })
    .from(couponUtilisation)
    .where(eq(couponUtilisation.IdCoupon, row!.Id));
  expect(uses?.n).toBe(1);
  expect(await countOrders(o, customers)).toBe(1);
});
