import {
  commande,
  commandeStatut,
  paiement,
  sandboxPaiement,
  sandboxRemboursement,
  timbreMouvement,
  webhookEvenement,
} from '@shortlist/db/schema/orders';
import { inscription } from '@shortlist/db/schema/submissions';
import type { Basket, Order, PlacedOrder } from '@shortlist/domain/orders/api-contracts';
import type { Product } from '@shortlist/domain/orders/catalogue';
import { FORMULA_IDS } from '@shortlist/domain/orders/formulas';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobRunner, scheduleRecurringJobs } from '../../background-jobs.ts';
import {
  addBooklet,
  createOrderTest,
  type OpenSections,
  type OrderTest,
  openSandboxPage,
  placeOrder,
  settleOnSandbox,
} from '../../test/order-steps.ts';
import { type Customer, NOW } from '../../test/order-test-app.ts';
import { signInAs } from '../../test/test-accounts.ts';
import { expireOrders } from './expire-orders.ts';
import { createSandboxProvider, settleSandboxPayment } from './sandbox-provider.ts';

let o: OrderTest;
let clock = NOW;
let stamp10: Product;
let sections: OpenSections;

beforeAll(async () => {
  o = await createOrderTest({ now: () => clock });
  sections = await o.openSections();
  const products = (await o.t.app.inject({ url: '/order-api/products/active' })).json() as Product[];
  stamp10 = products.find((p) => p.code === 'stamp-10')!;
  for (const who of [o.ada, o.bob]) await o.saveBilling(who);
});
afterAll(() => o.close());

const call = (who: Customer, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  o.call(who, method, url, payload);
const basketOf = async (who: Customer) =>
  (await call(who, 'GET', `customer/${who.Id}/basket`)).json() as Basket;
const orderOf = async (who: Customer, id: number) =>
  (await call(who, 'GET', `orders/${id}/confirm/calculate`)).json() as Order;

async function cardOrder(
  who: Customer = o.ada,
): Promise<{ order: Order; paymentId: string; redirectUrl: string }> {
  await addBooklet(o, who);
  const { order, paymentId, redirectUrl } = await placeOrder(o, who);
  return { order, paymentId: paymentId!, redirectUrl };
}

const webhook = (id: string) =>
  o.t.app.inject({ method: 'POST', url: '/order-api/payments/webhook', payload: { id } });

describe('card payment through the sandbox provider', () => {
  it('buys a 10-stamp booklet: open order, hosted page, pay, stamps credited', async () => {
    const { order, paymentId, redirectUrl } = await cardOrder();
    expect(order).toMatchObject({ status: 'open', method: 'creditCard', stateFlag: 2, regime: 'domestic' });
    expect(order.totals).toMatchObject({ netCents: 3000, vatCents: 600, totalCents: 3600 });
    expect(order.expiresAt).toBe(new Date(NOW.getTime() + 3 * 3_600_000).toISOString());
    expect(redirectUrl).toContain('/sandbox-provider/pay/tr_');
    expect(order.checkoutUrl).toBe(redirectUrl);
    expect((await basketOf(o.ada)).count).toBe(0);

    const page = await openSandboxPage(o, paymentId, 'fr');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('36,00');
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('Payer');
    // Each button's form carries the session's CSRF value (a form cannot set a header).
    expect(page.body).toContain(`<input type="hidden" name="csrf" value="${o.ada.signed.csrf}">`);
    // So that a browser posts them with the site's Origin (not `null`), which the CSRF check reads.
    expect(page.headers['referrer-policy']).toBe('same-origin');
    // As a browser sends the page's form: the cookie, the `csrf` field, form-encoded.
    const paid = await settleOnSandbox(o, paymentId, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(new RegExp(`/confirm/${order.Id}$`));
    expect(await orderOf(o.ada, order.Id)).toMatchObject({
      status: 'paid',
      checkoutUrl: null,
      expiresAt: null,
    });
    expect((await basketOf(o.ada)).stampBalance).toBe(10);
    // The page now says the payment is settled; pressing again changes nothing.
    expect((await settleOnSandbox(o, paymentId, 'pay')).statusCode).toBe(303);
    expect((await basketOf(o.ada)).stampBalance).toBe(10);
  });

  it('credits once a webhook delivered 10 times, 5 of them at once', async () => {
    const before = (await basketOf(o.ada)).stampBalance;
    const { order, paymentId } = await cardOrder();
    await settleSandboxPayment(o.database.db, { id: paymentId, status: 'paid' });
    const together = await Promise.all(Array.from({ length: 5 }, () => webhook(paymentId)));
    for (let i = 0; i < 5; i += 1) together.push(await webhook(paymentId));
    expect(together.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect((await basketOf(o.ada)).stampBalance).toBe(before + 10);
    const credits = await o.database.db
      .select()
      .from(timbreMouvement)
      .where(eq(timbreMouvement.IdCommande, order.Id));
    expect(credits.map((c) => c.Delta)).toEqual([10]);
    const keys = await o.database.db
      .select()
      .from(webhookEvenement)
      .where(eq(webhookEvenement.Cle, `sandbox:${paymentId}:paid`));
    expect(keys).toHaveLength(1);
    const audit = await o.database.db
      .select({ Vers: commandeStatut.Vers })
      .from(commandeStatut)
      .where(eq(commandeStatut.IdCommande, order.Id))
      .orderBy(asc(commandeStatut.Id));
    expect(audit.map((a) => a.Vers)).toEqual(['created', 'open', 'paid']);
  });

  it('answers a webhook for an unknown payment without effect', async () => {
    const response = await webhook('tr_unknown');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('a failed payment cancels the order and gives the booklet back; a retry pays', async () => {
    const balance = (await basketOf(o.ada)).stampBalance;
    const { order, paymentId } = await cardOrder();
    await settleOnSandbox(o, paymentId, 'fail');
    expect((await orderOf(o.ada, order.Id)).status).toBe('failed');
    expect((await basketOf(o.ada)).booklets).toEqual([
      expect.objectContaining({ code: 'stamp-10', quantity: 1 }),
    ]);
    const retry = await call(o.ada, 'POST', 'customer/orders/place', {
      Id: o.ada.Id,
      method: 'creditCard',
      acceptTerms: true,
    });
    const { redirectUrl, order: second } = retry.json() as PlacedOrder;
    await settleOnSandbox(o, redirectUrl.split('/').pop()!.split('?')[0]!, 'pay');
    expect((await orderOf(o.ada, second.Id)).status).toBe('paid');
    expect((await basketOf(o.ada)).stampBalance).toBe(balance + 10);
  });

  it('the same basket placed from two tabs at once makes one order', async () => {
    await call(o.ada, 'POST', `customer/${o.ada.Id}/basket/stamps`, { productId: stamp10.Id, quantity: 1 });
    const body = { Id: o.ada.Id, method: 'creditCard', acceptTerms: true };
    const both = await Promise.all([
      call(o.ada, 'POST', 'customer/orders/place', body),
      call(o.ada, 'POST', 'customer/orders/place', body),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const open = (both.find((r) => r.statusCode === 201)!.json() as PlacedOrder).order;
    const paymentId = open.checkoutUrl!.split('/').pop()!.split('?')[0]!;
    const cancelled = await call(o.ada, 'DELETE', `payments/${paymentId}/order/${open.Id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });

  it('cancels an open order for its owner only; entries and stamps return to the basket', async () => {
    const IdFilm = await o.insertFilm(o.ada.Id, { TitreOriginal: 'Cancelled' });
    const [entry] = await o.putEntries(o.ada.Id, [{ IdFilm, IdCampagneSection: sections.paid[0]!.Id }]);
    await call(o.ada, 'PUT', 'customer/basket/submission/update', {
      FormuleId: FORMULA_IDS.balance,
      SubmissionIds: [entry],
    });
    const before = await basketOf(o.ada);
    const { order, paymentId } = await cardOrder();
    expect(order.totals.stampsUsed).toBe(1);
    expect((await basketOf(o.ada)).stampBalance).toBe(before.stampBalance - 1);
    const [held] = await o.database.db.select().from(inscription).where(eq(inscription.Id, entry!));
    expect(held?.IsPaiementAttente).toBe(true);

    expect((await call(o.bob, 'DELETE', `payments/${paymentId}/order/${order.Id}/cancel`)).statusCode).toBe(
      404,
    );
    expect((await call(o.bob, 'GET', `orders/${order.Id}/confirm/calculate`)).statusCode).toBe(404);
    expect((await call(o.ada, 'DELETE', `payments/tr_other/order/${order.Id}/cancel`)).statusCode).toBe(404);
    const cancelled = await call(o.ada, 'DELETE', `payments/${paymentId}/order/${order.Id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await orderOf(o.ada, order.Id)).status).toBe('canceled');
    const after = await basketOf(o.ada);
    expect(after.stampBalance).toBe(before.stampBalance);
    expect(after.submissions.map((s) => s.IdInscription)).toContain(entry);
    expect(after.booklets).toEqual([expect.objectContaining({ code: 'stamp-10', quantity: 2 })]);
    const again = await call(o.ada, 'DELETE', `payments/${paymentId}/order/${order.Id}/cancel`);
    expect(again.json()).toMatchObject({ code: 'ORDER_CANCEL_FAILED' });
    // The provider's page no longer takes the payment.
    await settleOnSandbox(o, paymentId, 'pay');
    expect((await orderOf(o.ada, order.Id)).status).toBe('canceled');
    await call(o.ada, 'DELETE', `customer/${o.ada.Id}/submissions/remove-all`);
    await call(o.ada, 'DELETE', `customer/${o.ada.Id}/basket/items/${after.booklets[0]!.Id}`);
  });

  it('expires a link unpaid after 3 hours: entries and stamps back in the basket', async () => {
    await o.grantStamps(o.bob.Id, 1);
    const IdFilm = await o.insertFilm(o.bob.Id, { TitreOriginal: 'Expired' });
    const [entry] = await o.putEntries(o.bob.Id, [{ IdFilm, IdCampagneSection: sections.paid[0]!.Id }]);
    const { order } = await cardOrder(o.bob);
    expect(order.totals.stampsUsed).toBe(1);
    const provider = createSandboxProvider({ db: o.database.db, publicUrl: o.t.config.publicUrl });
    expect(
      await expireOrders(o.database.db, {
        provider,
        now: new Date(NOW.getTime() + 3 * 3_600_000 - 1000),
        publicUrl: o.t.config.publicUrl,
      }),
    ).toBe(0);
    clock = new Date(NOW.getTime() + 3 * 3_600_000 + 60_000);
    // Through the order service's recurring pass, as on a running server.
    const jobs = {
      db: o.database.db,
      publicUrl: o.t.config.publicUrl,
      now: () => clock,
      only: 'order-api' as const,
    };
    await scheduleRecurringJobs(jobs);
    expect(await createJobRunner(jobs).runDue()).toBe(1);
    // Three hours on, the session has ended (1 hour idle): sign in again.
    o.bob.signed = await signInAs(o.t.app, o.bob.login);
    expect((await orderOf(o.bob, order.Id)).status).toBe('expired');
    const basket = await basketOf(o.bob);
    expect(basket.stampBalance).toBe(1);
    expect(basket.submissions.map((s) => s.IdInscription)).toEqual([entry]);
    expect(basket.booklets).toEqual([expect.objectContaining({ code: 'stamp-10', quantity: 1 })]);
    expect(await expireOrders(o.database.db, { provider, now: clock, publicUrl: o.t.config.publicUrl })).toBe(
      0,
    );
  });

  it('refunds a payment that succeeds after its order expired, and leaves the order expired', async () => {
    o.ada.signed = await signInAs(o.t.app, o.ada.login);
    const before = (await basketOf(o.ada)).stampBalance;
    const { order, paymentId } = await cardOrder(o.ada);
    const provider = createSandboxProvider({ db: o.database.db, publicUrl: o.t.config.publicUrl });
    clock = new Date(clock.getTime() + 3 * 3_600_000 + 60_000);
    expect(await expireOrders(o.database.db, { provider, now: clock, publicUrl: o.t.config.publicUrl })).toBe(
      1,
    );
    // The customer's bank took the money as the link expired: the provider now says paid.
    await o.database.db
      .update(sandboxPaiement)
      .set({ Statut: 'paid' })
      .where(eq(sandboxPaiement.Id, paymentId));
    for (let i = 0; i < 3; i += 1) expect((await webhook(paymentId)).statusCode).toBe(200);

    const [row] = await o.database.db.select().from(commande).where(eq(commande.Id, order.Id));
    expect(row?.Statut).toBe('expired');
    const refunds = await o.database.db
      .select()
      .from(sandboxRemboursement)
      .where(eq(sandboxRemboursement.IdPaiement, paymentId));
    expect(refunds.map((r) => r.Montant)).toEqual([order.totals.totalCents]);
    const [payment] = await o.database.db.select().from(paiement).where(eq(paiement.IdCommande, order.Id));
    expect(payment?.Statut).toBe('refunded');
    o.ada.signed = await signInAs(o.t.app, o.ada.login);
    expect((await basketOf(o.ada)).stampBalance).toBe(before);
  });
});
