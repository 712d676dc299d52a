import type { Product } from '@shortlist/domain/orders/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderTest, type OrderTest } from '../../test/order-steps.ts';
import type { Customer } from '../../test/order-test-app.ts';

// Issue 32, spec §2 "cart (entry-count badge)": the header badge (`GET inscriptions/panier`)
// counts the basket's entries; a booklet or a SuperStamp put in the basket is not an entry.

let o: OrderTest;
let products: Map<string, Product>;

beforeAll(async () => {
  o = await createOrderTest();
  const response = await o.t.app.inject({ url: '/order-api/products/active' });
  products = new Map((response.json() as Product[]).map((p) => [p.code, p]));
});
afterAll(() => o.close());

async function badge(who: Customer): Promise<{ count: number; entries: number }> {
  const response = await o.t.app.inject({ url: '/api/inscriptions/panier', headers: who.signed.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('GET inscriptions/panier', () => {
  it('counts the entries, not the booklets nor the SuperStamps, each account its own', async () => {
    expect(await badge(o.ada)).toEqual({ count: 0, entries: 0 });
    const IdFilm = await o.insertFilm(o.ada.Id, { TitreOriginal: 'Badge' });
    const { free } = await o.openSections();
    await o.putEntries(o.ada.Id, [{ IdFilm, IdCampagneSection: free[0]! }]);
    expect(await badge(o.ada)).toEqual({ count: 1, entries: 1 });

    const booklet = await o.call(o.ada, 'POST', `customer/${o.ada.Id}/basket/stamps`, {
      productId: products.get('stamp-10')!.Id,
      quantity: 2,
    });
    expect(booklet.statusCode, booklet.body).toBe(200);
    expect(await badge(o.ada)).toEqual({ count: 1, entries: 1 });

    const superStamp = await o.call(o.ada, 'POST', `customer/${o.ada.Id}/basket/superstamps`, {
      productId: products.get('superstamp-12')!.Id,
      IdFilm,
      confirmIrreversible: true,
    });
    expect(superStamp.statusCode, superStamp.body).toBe(200);
    expect(await badge(o.ada)).toEqual({ count: 1, entries: 1 });

    // Another account's basket is its own.
    expect(await badge(o.bob)).toEqual({ count: 0, entries: 0 });
  });
});
