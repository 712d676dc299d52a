import { commande } from '@shortlist/db/schema/orders';
import type { Basket, Order, OrdersList } from '@shortlist/domain/orders/api-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addBooklet,
  createOrderTest,
  type OrderTest,
  openSandboxPage,
  placeOrder,
  settleOnSandbox,
} from '../../test/order-steps.ts';
import { type Customer, NOW } from '../../test/order-test-app.ts';

let o: OrderTest;

beforeAll(async () => {
  o = await createOrderTest();
  for (const who of [o.ada, o.bob]) await o.saveBilling(who);
});
afterAll(() => o.close());

const call = (who: Customer, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  o.call(who, method, url, payload);
const basketOf = async (who: Customer) =>
  (await call(who, 'GET', `customer/${who.Id}/basket`)).json() as Basket;
const orderOf = async (who: Customer, id: number) =>
  (await call(who, 'GET', `orders/${id}/confirm/calculate`)).json() as Order;

async function placeBooklet(who: Customer, method: 'applePay' | 'paypal' | 'creditCard') {
  await addBooklet(o, who);
  const { order, paymentId, redirectUrl } = await placeOrder(o, who, { method });
  return { order, paymentId: paymentId!, redirectUrl };
}

/** A button of the sandbox's hosted page, as the browser posts it. */
const press = (paymentId: string, action: 'pay' | 'fail' | 'cancel' | 'expire') =>
  settleOnSandbox(o, paymentId, action);

describe('Apple Pay and PayPal through the sandbox provider', () => {
  it('are listed by GET payments/status with the card', async () => {
    const status = await o.t.app.inject({ url: '/order-api/payments/status' });
    expect(status.json()).toEqual({
      provider: 'sandbox',
      methods: ['creditCard', 'applePay', 'paypal', 'bankTransfer'],
    });
  });

  it('pays a booklet by PayPal: PayPal page, pay, stamps credited, PayPal on the orders page', async () => {
    const before = (await basketOf(o.ada)).stampBalance;
    const { order, paymentId, redirectUrl } = await placeBooklet(o.ada, 'paypal');
    expect(order).toMatchObject({ status: 'open', method: 'paypal', checkoutUrl: redirectUrl });
    expect(redirectUrl).toContain('/sandbox-provider/pay/tr_');

    const page = await openSandboxPage(o, paymentId, 'en');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-method="paypal"');
    expect(page.body).toContain('<h2>PayPal (an imitation of PayPal');
    expect(page.body).toContain('€36.00');

    const paid = await press(paymentId, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(new RegExp(`/confirm/${order.Id}$`));
    expect(await orderOf(o.ada, order.Id)).toMatchObject({ status: 'paid', method: 'paypal' });
    expect((await basketOf(o.ada)).stampBalance).toBe(before + 10);
    const list = (
      await call(o.ada, 'POST', 'customer/orders/filter/0/999', { id: o.ada.Id })
    ).json() as OrdersList;
    expect(list.items.find((item) => item.Id === order.Id)).toMatchObject({
      method: 'paypal',
      status: 'paid',
    });
  });

  it('shows the Apple Pay sheet; a failed Apple Pay payment fails the order and returns the booklet', async () => {
    const { order, paymentId } = await placeBooklet(o.ada, 'applePay');
    expect(order).toMatchObject({ status: 'open', method: 'applePay' });
    const page = await openSandboxPage(o, paymentId, 'fr');
    expect(page.body).toContain('data-method="applePay"');
    expect(page.body).toContain('<h2>Apple Pay (imitation de la feuille de paiement');
    expect(page.body).toContain('Faire échouer le paiement');
    expect((await press(paymentId, 'fail')).statusCode).toBe(303);
    expect(await orderOf(o.ada, order.Id)).toMatchObject({ status: 'failed', method: 'applePay' });
    expect((await basketOf(o.ada)).booklets).toHaveLength(1);
  });

  it('cancel and expire on the PayPal page end the order like a card payment', async () => {
    const cancelled = await placeBooklet(o.bob, 'paypal');
    expect((await press(cancelled.paymentId, 'cancel')).statusCode).toBe(303);
    expect((await orderOf(o.bob, cancelled.order.Id)).status).toBe('canceled');
    const expired = await placeBooklet(o.bob, 'paypal');
    expect((await press(expired.paymentId, 'expire')).statusCode).toBe(303);
    expect((await orderOf(o.bob, expired.order.Id)).status).toBe('expired');
  });
});

describe('POST customer/{id}/payments/paypal/get-link', () => {
  it("answers the open PayPal order's hosted page, to its owner only", async () => {
    const { order, redirectUrl } = await placeBooklet(o.ada, 'paypal');
    const link = await call(o.ada, 'POST', `customer/${o.ada.Id}/payments/paypal/get-link`, {
      orderId: order.Id,
    });
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json()).toEqual({ url: redirectUrl });
    // Another customer: neither through their own id nor through the owner's.
    const byBob = await call(o.bob, 'POST', `customer/${o.bob.Id}/payments/paypal/get-link`, {
      orderId: order.Id,
    });
    expect(byBob.statusCode).toBe(404);
    const asAda = await call(o.bob, 'POST', `customer/${o.ada.Id}/payments/paypal/get-link`, {
      orderId: order.Id,
    });
    expect(asAda.statusCode).toBe(404);
    const anonymous = await o.t.app.inject({
      method: 'POST',
      url: `/order-api/customer/${o.ada.Id}/payments/paypal/get-link`,
      payload: { orderId: order.Id },
    });
    expect(anonymous.statusCode).toBe(401);
    // Past its 3 hours the link is gone, even before the expiry job has run (the order's limit
    // is moved back rather than the clock on, which would also end the test's sessions).
    await o.database.db
      .update(commande)
      .set({ DateExpiration: new Date(NOW.getTime() - 1) })
      .where(eq(commande.Id, order.Id));
    const late = await call(o.ada, 'POST', `customer/${o.ada.Id}/payments/paypal/get-link`, {
      orderId: order.Id,
    });
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ code: 'ORDER_EXPIRED' });
  });

  it('refuses a card order with 409', async () => {
    const { order } = await placeBooklet(o.ada, 'creditCard');
    const link = await call(o.ada, 'POST', `customer/${o.ada.Id}/payments/paypal/get-link`, {
      orderId: order.Id,
    });
    expect(link.statusCode).toBe(409);
    expect(link.json()).toMatchObject({ code: 'CONFLICT' });
  });
});

describe('POST payments/request/applepay/session', () => {
  const validationUrl = 'https://apple-pay-gateway.apple.com/paymentservices/startSession';

  it("answers the sandbox's merchant session for the site's own domain", async () => {
    const session = await call(o.ada, 'POST', 'payments/request/applepay/session', { validationUrl });
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json()).toMatchObject({
      merchantIdentifier: 'sandbox.shortlist',
      domainName: new URL(o.t.config.publicUrl).hostname,
      epochTimestamp: NOW.getTime(),
    });
    expect(session.json().merchantSessionIdentifier).toMatch(/^sandbox_[0-9a-f]{24}$/);
  });

  it("refuses a validation URL that is not Apple's, and anyone signed out", async () => {
    for (const url of [
      'http://apple-pay-gateway.apple.com/x',
      'https://apple.com.evil.example/x',
      'https://evil.example/apple.com/x',
    ]) {
      const refused = await call(o.ada, 'POST', 'payments/request/applepay/session', { validationUrl: url });
      expect(refused.statusCode, url).toBe(400);
    }
    const anonymous = await o.t.app.inject({
      method: 'POST',
      url: '/order-api/payments/request/applepay/session',
      payload: { validationUrl },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
