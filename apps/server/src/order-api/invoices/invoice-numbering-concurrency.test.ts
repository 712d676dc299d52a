import { commande, facture } from '@shortlist/db/schema/orders';
import type { PlacedOrder } from '@shortlist/domain/orders/api-contracts';
import type { Product } from '@shortlist/domain/orders/catalogue';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrderTest, type OrderTest } from '../../test/order-steps.ts';

/**
 * Invoice numbers under concurrency, on a real HTTP server (and PostgreSQL with
 * TEST_DATABASE_URL): 20 card payments confirmed at once each issue their invoice in their own
 * transaction; the year's counter row, taken by an upsert, makes them wait in turn, so the 20
 * invoices carry 20 consecutive numbers, none twice, none skipped. The demo data has paid orders
 * and invoices of its own (the demo festival's entries), so only Ada's are counted, and her run of
 * numbers starts wherever the demo's ended.
 */
let o: OrderTest;
let base: string;

beforeAll(async () => {
  o = await createOrderTest({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  base = await o.listen();
});
afterAll(() => o.close());

it('gives 20 orders paid at once 20 consecutive invoice numbers', async () => {
  const products = (await o.t.app.inject({ url: '/order-api/products/active' })).json() as Product[];
  const stamp5 = products.find((p) => p.code === 'stamp-5')!;
  await o.saveBilling(o.ada);
  const paymentIds: string[] = [];
  for (let i = 0; i < 20; i += 1) {
    const added = await o.call(o.ada, 'POST', `customer/${o.ada.Id}/basket/stamps`, {
      productId: stamp5.Id,
      quantity: 1,
    });
    expect(added.statusCode, added.body).toBe(200);
    const placed = await o.call(o.ada, 'POST', 'customer/orders/place', {
      Id: o.ada.Id,
      method: 'creditCard',
      acceptTerms: true,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    paymentIds.push((placed.json() as PlacedOrder).redirectUrl.split('/').pop()!.split('?')[0]!);
  }

  const responses = await Promise.all(
    paymentIds.map((id) =>
      // Ada's browser pressing "Pay" on each page: her cookie, the form's `csrf` field.
      fetch(`${base}/sandbox-provider/pay/${id}/pay`, {
        method: 'POST',
        headers: {
          cookie: o.ada.signed.cookie,
          origin: new URL(o.t.config.publicUrl).origin,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ csrf: o.ada.signed.csrf }).toString(),
        redirect: 'manual',
      }),
    ),
  );
  expect(responses.map((r) => r.status)).toEqual(paymentIds.map(() => 303));

  const paid = await o.database.db
    .select({ Id: commande.Id })
    .from(commande)
    .where(and(eq(commande.Statut, 'paid'), eq(commande.IdCompte, o.ada.Id)));
  expect(paid).toHaveLength(20);
  const rows = await o.database.db
    .select({ Numero: facture.Numero, IdCommande: facture.IdCommande })
    .from(facture)
    .where(
      inArray(
        facture.IdCommande,
        paid.map((order) => order.Id),
      ),
    )
    .orderBy(asc(facture.Numero));
  expect(new Set(rows.map((r) => r.IdCommande)).size).toBe(20);
  const [year, first] = rows[0]!.Numero.split('-').slice(1);
  expect(rows.map((r) => r.Numero)).toEqual(
    Array.from({ length: 20 }, (_, i) => `INV-${year}-${String(Number(first) + i).padStart(6, '0')}`),
  );
  // No other invoice took a number inside her run.
  const [last] = rows.slice(-1);
  const between = await o.database.db.select({ Numero: facture.Numero }).from(facture);
  expect(between.filter((r) => r.Numero >= rows[0]!.Numero && r.Numero <= last!.Numero)).toHaveLength(20);
});
