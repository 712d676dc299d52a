import { commandeStatut, paiement, timbreMouvement } from '@shortlist/db/schema/orders';
import type { PlacedOrder } from '@shortlist/domain/orders/api-contracts';
import type { Product } from '@shortlist/domain/orders/catalogue';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrderTest, type OrderTest } from '../../test/order-steps.ts';

/**
 * `mark-transfer-paid` fired 10 times at once on a real HTTP server (and PostgreSQL with
 * TEST_DATABASE_URL): each run locks the order's row in its transaction, so one pays it and the
 * nine others, waiting on that lock, find it paid and answer so. The stamps are credited once,
 * one payment row and one `paid` audit row are written.
 */
const TOKEN = 'operator-token-for-transfer-race-0123456789';
let o: OrderTest;
let base: string;

beforeAll(async () => {
  o = await createOrderTest({ env: { OPERATOR_TOKEN: TOKEN, RATE_LIMIT_PER_MINUTE: '100000' } });
  base = await o.listen();
});
afterAll(() => o.close());

it('pays a transfer once when the command runs 10 times at once', async () => {
  await o.saveBilling(o.ada);
  const products = (await o.t.app.inject({ url: '/order-api/products/active' })).json() as Product[];
  const booklet = products.find((p) => p.code === 'stamp-10')!;
  await o.call(o.ada, 'POST', `customer/${o.ada.Id}/basket/stamps`, {
    productId: booklet.Id,
    quantity: 1,
  });
  const placed = await o.call(o.ada, 'POST', 'customer/orders/place', {
    Id: o.ada.Id,
    method: 'bankTransfer',
    acceptTerms: true,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const { order } = placed.json() as PlacedOrder;

  const responses = await Promise.all(
    Array.from({ length: 10 }, () =>
      fetch(`${base}/operator-api/commands/mark-transfer-paid`, {
        method: 'POST',
        headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ order: order.Id }),
      }),
    ),
  );
  expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
  const answers = await Promise.all(responses.map((r) => r.json() as Promise<{ result: { paid: boolean } }>));
  expect(answers.filter((a) => a.result.paid)).toHaveLength(1);
  expect(answers.filter((a) => !a.result.paid)).toHaveLength(9);

  const credits = await o.database.db
    .select()
    .from(timbreMouvement)
    .where(eq(timbreMouvement.IdCommande, order.Id));
  expect(credits.map((c) => c.Delta)).toEqual([10]);
  expect(await o.database.db.select().from(paiement).where(eq(paiement.IdCommande, order.Id))).toHaveLength(
    1,
  );
  const paidRows = await o.database.db
    .select()
    .from(commandeStatut)
    .where(and(eq(commandeStatut.IdCommande, order.Id), eq(commandeStatut.Vers, 'paid')));
  expect(paidRows).toHaveLength(1);
});
