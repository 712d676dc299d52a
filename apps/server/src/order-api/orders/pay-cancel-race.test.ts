import { commandeStatut, sandboxRemboursement, timbreSolde } from '@shortlist/db/schema/orders';
import type { Basket, OrdersList } from '@shortlist/domain/orders/api-contracts';
import { FORMULA_IDS } from '@shortlist/domain/orders/formulas';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addBooklet, createOrderTest, type OrderTest, placeOrder } from '../../test/order-steps.ts';
import { settleSandboxPayment } from '../payments/sandbox-provider.ts';

/**
 * Issue 32: "Pay now" on the basket's awaiting order racing its "Cancel" (two tabs, or the
 * provider's webhook arriving while the filmmaker cancels), on a real HTTP server (PostgreSQL
 * with TEST_DATABASE_URL). The order ends once: paid (its booklet's stamps credited once, its
 * entry sent) or cancelled (its entry, booklet and spent stamp back in the basket once, the money
 * the provider took refunded once). Never both, never twice.
 */
let o: OrderTest;
let base: string;

beforeAll(async () => {
  o = await createOrderTest({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  base = await o.listen();
  await o.saveBilling(o.ada, 'Ada');
});
afterAll(() => o.close());

it('a payment and 5 cancels at once end the awaiting order once, stamps and money counted once', async () => {
  const db = o.database.db;
  const { paid } = await o.openSections();
  const IdFilm = await o.insertFilm(o.ada.Id, { TitreOriginal: 'Race' });
  const [entry] = await o.putEntries(o.ada.Id, [{ IdFilm, IdCampagneSection: paid[0]!.Id }]);
  await o.grantStamps(o.ada.Id, 1);
  const formula = await o.call(o.ada, 'PUT', 'customer/basket/submission/update', {
    FormuleId: FORMULA_IDS.balance,
    SubmissionIds: [entry],
  });
  expect(formula.statusCode, formula.body).toBe(200);
  await addBooklet(o, o.ada);
  const { order, paymentId } = await placeOrder(o, o.ada);
  const balance = async () =>
    (await db.select().from(timbreSolde).where(eq(timbreSolde.IdCompte, o.ada.Id)))[0]?.Solde ?? 0;
  expect(await balance()).toBe(0);

  // The filmmaker pays on the provider's page; its webhooks (delivered 5 times) race 5 cancels.
  expect(await settleSandboxPayment(db, { id: paymentId!, status: 'paid' })).not.toBeNull();
  const webhooks = Array.from({ length: 5 }, () =>
    fetch(`${base}/order-api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: paymentId }),
    }),
  );
  const cancels = Array.from({ length: 5 }, () =>
    fetch(`${base}/order-api/payments/${paymentId}/order/${order.Id}/cancel`, {
      method: 'DELETE',
      headers: o.ada.signed.headers,
    }),
  );
  const responses = await Promise.all([...webhooks, ...cancels]);
  expect(responses.slice(0, 5).every((r) => r.status === 200)).toBe(true);
  const cancelStatuses = responses.slice(5).map((r) => r.status);
  expect(cancelStatuses.every((s) => s === 200 || s === 409)).toBe(true);
  const cancelled = cancelStatuses.filter((s) => s === 200).length;
  expect(cancelled).toBeLessThanOrEqual(1);

  const audit = await db
    .select({ Vers: commandeStatut.Vers })
    .from(commandeStatut)
    .where(eq(commandeStatut.IdCommande, order.Id))
    .orderBy(asc(commandeStatut.Id));
  const basket = (await o.call(o.ada, 'GET', `customer/${o.ada.Id}/basket`)).json() as Basket;
  const refunds = await db
    .select()
    .from(sandboxRemboursement)
    .where(eq(sandboxRemboursement.IdPaiement, paymentId!));
  const awaiting = (
    await o.call(o.ada, 'GET', `customer/${o.ada.Id}/orders/awaiting-payment`)
  ).json() as OrdersList;
  expect(awaiting.items).toEqual([]);
  if (cancelled === 1) {
    expect(audit.map((a) => a.Vers)).toEqual(['created', 'open', 'canceled']);
    expect(basket.submissions.map((s) => s.IdInscription)).toEqual([entry]);
    expect(basket.booklets).toEqual([expect.objectContaining({ code: 'stamp-10', quantity: 1 })]);
    expect(await balance()).toBe(1);
    expect(refunds).toHaveLength(1);
  } else {
    expect(audit.map((a) => a.Vers)).toEqual(['created', 'open', 'paid']);
    expect(basket.submissions).toEqual([]);
    expect(basket.booklets).toEqual([]);
    expect(await balance()).toBe(10);
    expect(refunds).toEqual([]);
  }
});
