import { commandeStatut, timbreSolde } from '@shortlist/db/schema/orders';
import type { Basket, PlacedOrder } from '@shortlist/domain/orders/api-contracts';
import type { Product } from '@shortlist/domain/orders/catalogue';
import { FORMULA_IDS } from '@shortlist/domain/orders/formulas';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrderTest, type OrderTest } from '../../test/order-steps.ts';
import { NOW } from '../../test/order-test-app.ts';

/**
 * The orders page's cancel racing itself (a double click, two tabs) and the expiry pass, on a
 * real HTTP server (and PostgreSQL with TEST_DATABASE_URL): the order leaves "open" once, so its
 * entry, its booklet and its stamp come back to the basket once, never twice.
 */
let o: OrderTest;
let base: string;

beforeAll(async () => {
  o = await createOrderTest({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  base = await o.listen();
  await o.saveBilling(o.ada, 'Ada');
});
afterAll(() => o.close());

it('cancels an open order once among 10 simultaneous cancels and 2 expiry passes', async () => {
  const { paid } = await o.openSections();
  const IdFilm = await o.insertFilm(o.ada.Id, { TitreOriginal: 'Twice' });
  const [entry] = await o.putEntries(o.ada.Id, [{ IdFilm, IdCampagneSection: paid[0]!.Id }]);
  await o.grantStamps(o.ada.Id, 1);
  const formula = await o.call(o.ada, 'PUT', 'customer/basket/submission/update', {
    FormuleId: FORMULA_IDS.balance,
    SubmissionIds: [entry],
  });
  expect(formula.statusCode, formula.body).toBe(200);
  const products = (await o.t.app.inject({ url: '/order-api/products/active' })).json() as Product[];
  const stamp5 = products.find((p) => p.code === 'stamp-5')!;
  await o.call(o.ada, 'POST', `customer/${o.ada.Id}/basket/stamps`, {
    productId: stamp5.Id,
    quantity: 1,
  });
  const placed = await o.call(o.ada, 'POST', 'customer/orders/place', {
    Id: o.ada.Id,
    method: 'creditCard',
    acceptTerms: true,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const { order, redirectUrl } = placed.json() as PlacedOrder;
  const paymentId = redirectUrl.split('/').pop()!.split('?')[0]!;
  const balance = async () =>
    (await o.database.db.select().from(timbreSolde).where(eq(timbreSolde.IdCompte, o.ada.Id)))[0]?.Solde ?? 0;
  expect(await balance()).toBe(0);

  const later = new Date(NOW.getTime() + 3 * 3_600_000 + 60_000).toISOString();
  const cancels = Array.from({ length: 10 }, () =>
    fetch(`${base}/order-api/payments/${paymentId}/order/${order.Id}/cancel`, {
      method: 'DELETE',
      headers: o.ada.signed.headers,
    }),
  );
  const passes = Array.from({ length: 2 }, () =>
    fetch(`${base}/order-api/dev/jobs/run-order-expiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ at: later }),
    }),
  );
  const responses = await Promise.all([...cancels, ...passes]);
  const cancelStatuses = responses.slice(0, 10).map((r) => r.status);
  const expired = await Promise.all(responses.slice(10).map((r) => r.json() as Promise<{ expired: number }>));
  const cancelled = cancelStatuses.filter((s) => s === 200).length;
  const expiredCount = expired.reduce((sum, e) => sum + e.expired, 0);
  expect(cancelled + expiredCount, `cancels ${cancelStatuses}, passes ${JSON.stringify(expired)}`).toBe(1);
  expect(cancelStatuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);

  const audit = await o.database.db
    .select({ Vers: commandeStatut.Vers })
    .from(commandeStatut)
    .where(eq(commandeStatut.IdCommande, order.Id))
    .orderBy(asc(commandeStatut.Id));
  expect(audit.map((a) => a.Vers)).toEqual(['created', 'open', cancelled === 1 ? 'canceled' : 'expired']);
  const basket = (await o.call(o.ada, 'GET', `customer/${o.ada.Id}/basket`)).json() as Basket;
  expect(basket.submissions.map((s) => s.IdInscription)).toEqual([entry]);
  expect(basket.booklets).toEqual([expect.objectContaining({ code: 'stamp-5', quantity: 1 })]);
  expect(await balance()).toBe(1);
});
