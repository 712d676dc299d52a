import { commande } from '@shortlist/db/schema/orders';
import type { PaymentStatus } from '@shortlist/domain/orders/api-contracts';
import type { Product } from '@shortlist/domain/orders/catalogue';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderTest, type OrderTest } from '../../test/order-steps.ts';

/** Bank transfer switched off (BANK_TRANSFER=off, as production defaults): the checkout must not offer it. */
let o: OrderTest;
let stamp10: Product;

beforeAll(async () => {
  o = await createOrderTest({ env: { BANK_TRANSFER: 'off' } });
  const products = (await o.t.app.inject({ url: '/order-api/products/active' })).json() as Product[];
  stamp10 = products.find((p) => p.code === 'stamp-10')!;
  await o.saveBilling(o.ada);
});
afterAll(() => o.close());

describe('GET payments/status with bank transfer off', () => {
  it("lists the provider's methods (card, Apple Pay, PayPal) but no bank transfer, to anyone (no session needed to read it)", async () => {
    const answer = await o.t.app.inject({ url: '/order-api/payments/status' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      provider: 'sandbox',
      methods: ['creditCard', 'applePay', 'paypal'],
    } satisfies PaymentStatus);
  });

  it('and place refuses a bank transfer with METHOD_UNAVAILABLE, writing no order', async () => {
    const added = await o.call(o.ada, 'POST', `customer/${o.ada.Id}/basket/stamps`, {
      productId: stamp10.Id,
      quantity: 1,
    });
    expect(added.statusCode, added.body).toBe(200);
    const before = await o.database.db.select({ n: count() }).from(commande);
    const placed = await o.call(o.ada, 'POST', 'customer/orders/place', {
      Id: o.ada.Id,
      method: 'bankTransfer',
      acceptTerms: true,
    });
    expect(placed.statusCode, placed.body).toBe(400);
    expect(placed.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ code: 'METHOD_UNAVAILABLE' }],
    });
    expect(await o.database.db.select({ n: count() }).from(commande)).toEqual(before);
  });
});
