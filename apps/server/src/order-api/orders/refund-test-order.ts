import type { Order, PlacedOrder } from '@shortlist/domain/orders/api-contracts';
import type { Product } from '@shortlist/domain/orders/catalogue';
import { expect } from 'vitest';
import {
  type Customer,
  insertOrderFilm,
  type OrderTestApp,
  openSections,
  orderCall,
  putEntries,
} from '../../test/order-test-app.ts';

/**
 * For the refund tests: a card order holding a 10-stamp booklet, a 12-month SuperStamp for a film
 * and two paid entries of another film, paid on the sandbox page. `who` has a billing address.
 */
export async function payMixedOrder(o: OrderTestApp, who: Customer): Promise<Order> {
  const products = (await o.t.app.inject({ url: '/order-api/products/active' })).json() as Product[];
  const booklet = products.find((p) => p.code === 'stamp-10')!;
  const superStamp = products.find((p) => p.code === 'superstamp-12')!;
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    orderCall(o.t, who, method, url, payload);
  expect(
    (await call('POST', `customer/${who.Id}/basket/stamps`, { productId: booklet.Id, quantity: 1 }))
      .statusCode,
  ).toBe(200);
  const superFilm = await insertOrderFilm(o.database, who.Id, { TitreOriginal: 'Le Grand Bleu Court' });
  const added = await call('POST', `customer/${who.Id}/basket/superstamps`, {
    productId: superStamp.Id,
    IdFilm: superFilm,
    confirmIrreversible: true,
  });
  expect(added.statusCode, added.body).toBe(200);
  const entryFilm = await insertOrderFilm(o.database, who.Id, { TitreOriginal: 'Les Résistants' });
  const paid = (await openSections(o.database)).paid.slice(0, 2);
  await putEntries(
    o.database,
    who.Id,
    paid.map((section) => ({ IdFilm: entryFilm, IdCampagneSection: section.Id })),
  );
  const placed = await call('POST', 'customer/orders/place', {
    Id: who.Id,
    method: 'creditCard',
    acceptTerms: true,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const { order, redirectUrl } = placed.json() as PlacedOrder;
  const paymentId = redirectUrl.split('/').pop()!.split('?')[0]!;
  const page = await o.t.app.inject({
    method: 'POST',
    url: `/sandbox-provider/pay/${paymentId}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(page.statusCode).toBe(303);
  const view = (await call('GET', `orders/${order.Id}/confirm/calculate`)).json() as Order;
  expect(view.status).toBe('paid');
  return view;
}
