import { produitPrix } from '@shortlist/db/schema/orders';
import type { BasketCalculationAnswer, PlacedOrder } from '@shortlist/domain/orders/api-contracts';
import type { Product } from '@shortlist/domain/orders/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderTest, type OrderTest } from '../../test/order-steps.ts';

const TOKEN = 'operator-token-for-price-tests-0123456789';
let o: OrderTest;

beforeAll(async () => {
  o = await createOrderTest({ env: { OPERATOR_TOKEN: TOKEN } });
  await o.saveBilling(o.ada);
});
afterAll(() => o.close());

const setPrice = (payload: object) =>
  o.t.app.inject({
    method: 'POST',
    url: '/operator-api/commands/set-price',
    headers: { authorization: `Bearer ${TOKEN}` },
    payload,
  });
const products = async () =>
  (await o.t.app.inject({ url: '/order-api/products/active' })).json() as Product[];

describe('npm run admin -- set-price', () => {
  it('changes the price of future baskets; a placed order keeps its lines; the change is audited', async () => {
    const stamp10 = (await products()).find((p) => p.code === 'stamp-10')!;
    await o.call(o.ada, 'POST', `customer/${o.ada.Id}/basket/stamps`, {
      productId: stamp10.Id,
      quantity: 1,
    });
    const placed = await o.call(o.ada, 'POST', 'customer/orders/place', {
      Id: o.ada.Id,
      method: 'creditCard',
      acceptTerms: true,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json() as PlacedOrder;

    const changed = await setPrice({ product: 'stamp-10', cents: 3500 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().result).toEqual({
      product: 'stamp-10',
      previousCents: 3000,
      cents: 3500,
      changed: true,
    });
    expect((await products()).find((p) => p.code === 'stamp-10')?.priceCents).toBe(3500);

    await o.call(o.ada, 'POST', `customer/${o.ada.Id}/basket/stamps`, {
      productId: stamp10.Id,
      quantity: 1,
    });
    const calc = (
      await o.call(o.ada, 'GET', `customer/${o.ada.Id}/basket/calculate`)
    ).json() as BasketCalculationAnswer;
    expect(calc.totals.totalCents).toBe(4200);
    const kept = (
      await o.call(o.ada, 'GET', `orders/${order.Id}/confirm/calculate`)
    ).json() as PlacedOrder['order'];
    expect(kept.totals.totalCents).toBe(3600);
    expect(kept.lines[0]?.unitCents).toBe(3000);

    const audit = await o.database.db.select().from(produitPrix);
    expect(audit).toEqual([expect.objectContaining({ Ancien: 3000, Nouveau: 3500, Auteur: 'operator' })]);
  });

  it('the same price again changes nothing and writes no audit row', async () => {
    const again = await setPrice({ product: 'stamp-10', cents: 3500 });
    expect(again.json().result.changed).toBe(false);
    expect(await o.database.db.select().from(produitPrix)).toHaveLength(1);
  });

  it('refuses an unknown product, a negative or absurd price, and a call without the token', async () => {
    expect((await setPrice({ product: 'stamp-7', cents: 100 })).statusCode).toBe(400);
    expect((await setPrice({ product: 'stamp-10', cents: -1 })).statusCode).toBe(400);
    expect((await setPrice({ product: 'stamp-10', cents: 100_000_000 })).statusCode).toBe(400);
    expect((await setPrice({ product: 'stamp-10', cents: '12.5' })).statusCode).toBe(400);
    const anonymous = await o.t.app.inject({
      method: 'POST',
      url: '/operator-api/commands/set-price',
      payload: { product: 'stamp-10', cents: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await o.database.db.select().from(produitPrix)).toHaveLength(1);
  });
});
