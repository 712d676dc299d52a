import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { commande, facture } from '@shortlist/db/schema/orders';
import type { Basket, Order, PlacedOrder } from '@shortlist/domain/orders/api-contracts';
import type { Product } from '@shortlist/domain/orders/catalogue';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.ts';
import { createOrderTest, type OrderTest } from '../../test/order-steps.ts';
import type { Customer } from '../../test/order-test-app.ts';
import { centsOf, createMollieProvider, mollieValue } from './mollie-provider.ts';
import { processPaymentWebhook } from './process-webhook.ts';

/**
 * The Mollie adapter against a local server answering Mollie's documented responses (the
 * JSON in mollie-fixtures/), recording what the adapter sent. The payment's status at "Mollie"
 * is set by the test, as the customer's actions on Mollie's page would.
 */
const KEY = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';
const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`./mollie-fixtures/${name}.json`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;

type Recorded = { method: string; path: string; authorization: string | undefined; body: unknown };
const requests: Recorded[] = [];
/** The status "Mollie" answers for the payment (its fixture: open, or paid; others edit `status`). */
let remoteStatus = 'open';
let refuseCreate = false;
/** The id "Mollie" gives the next payment (one order per payment id in the order service). */
let remoteId = 'tr_WDqYK6vllg';
/** The amount "Mollie" says the payment has, when not the fixture's. */
let remoteAmount: { value: string; currency: string } | null = null;
/** An answer that is not Mollie's JSON (a proxy's error page, a cut-off body), when set. */
let rawAnswer: string | null = null;

function mollieAnswer(method: string, path: string, body: Record<string, unknown>): [number, unknown] {
  if (method === 'POST' && path === '/v2/payments') {
    if (refuseCreate)
      return [422, { ...fixture('error-not-cancelable'), detail: 'The method is not enabled' }];
    remoteStatus = 'open';
    return [201, { ...fixture('payment-open'), ...body, id: remoteId, status: 'open' }];
  }
  if (path === `/v2/payments/${remoteId}`) {
    if (method === 'DELETE') {
      if (remoteStatus !== 'open') return [422, fixture('error-not-cancelable')];
      remoteStatus = 'canceled';
      return [200, { ...fixture('payment-open'), status: 'canceled' }];
    }
    const base = fixture(remoteStatus === 'paid' ? 'payment-paid' : 'payment-open');
    return [
      200,
      { ...base, id: remoteId, status: remoteStatus, ...(remoteAmount ? { amount: remoteAmount } : {}) },
    ];
  }
  if (method === 'POST' && path === '/v2/payments/tr_WDqYK6vllg/refunds')
    return [201, fixture('refund-pending')];
  if (method === 'POST' && path === '/v2/wallets/applepay/sessions')
    return [201, fixture('applepay-session')];
  return [404, fixture('error-not-found')];
}

let server: Server;
let baseUrl: string;
let o: OrderTest;
let stamp10: Product;

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => {
      raw += chunk.toString();
    });
    request.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      const path = request.url ?? '';
      requests.push({
        method: request.method ?? '',
        path,
        authorization: request.headers.authorization,
        body,
      });
      if (rawAnswer !== null) {
        response.writeHead(200, { 'content-type': 'text/html' }).end(rawAnswer);
        return;
      }
      const [status, answer] =
        request.headers.authorization === `Bearer ${KEY}`
          ? mollieAnswer(request.method ?? '', path, body)
          : [401, fixture('error-unauthorized')];
      response.writeHead(status, { 'content-type': 'application/hal+json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2`;
  o = await createOrderTest({
    env: { PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: KEY, MOLLIE_API_URL: baseUrl },
  });
  const products = (await o.t.app.inject({ url: '/order-api/products/active' })).json() as Product[];
  stamp10 = products.find((p) => p.code === 'stamp-10')!;
  await o.saveBilling(o.ada);
});
afterAll(async () => {
  await o?.close();
  await new Promise((resolve) => server.close(resolve));
});

const call = (who: Customer, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  o.call(who, method, url, payload);
const webhook = (id: string) =>
  o.t.app.inject({ method: 'POST', url: '/order-api/payments/webhook', payload: { id } });

async function placeByPaypal() {
  const added = await call(o.ada, 'POST', `customer/${o.ada.Id}/basket/stamps`, {
    productId: stamp10.Id,
    quantity: 1,
  });
  expect(added.statusCode, added.body).toBe(200);
  return call(o.ada, 'POST', 'customer/orders/place', { Id: o.ada.Id, method: 'paypal', acceptTerms: true });
}

describe('Mollie amounts', () => {
  it('writes cents as two-decimal strings and reads them back without floating point', () => {
    expect([3600, 5, 123_456, 0].map(mollieValue)).toEqual(['36.00', '0.05', '1234.56', '0.00']);
    expect(['36.00', '0.05', '1234.56', '10.1', '7'].map(centsOf)).toEqual([3600, 5, 123_456, 1010, 700]);
  });
});

describe('PAYMENT_PROVIDER=mollie', () => {
  it('says so in GET payments/status', async () => {
    const status = await o.t.app.inject({ url: '/order-api/payments/status' });
    expect(status.json()).toEqual({
      provider: 'mollie',
      methods: ['creditCard', 'applePay', 'paypal', 'bankTransfer'],
    });
  });

  it('places a PayPal order at Mollie, and a webhook re-fetches the payment and applies it', async () => {
    const before = ((await call(o.ada, 'GET', `customer/${o.ada.Id}/basket`)).json() as Basket).stampBalance;
    requests.length = 0;
    const placed = await placeByPaypal();
    expect(placed.statusCode, placed.body).toBe(201);
    const { order, redirectUrl } = placed.json() as PlacedOrder;
    expect(redirectUrl).toBe('https://www.mollie.com/checkout/paypal/WDqYK6vllg');
    expect(order).toMatchObject({ status: 'open', method: 'paypal', checkoutUrl: redirectUrl });
    const [created] = requests;
    expect(created).toMatchObject({ method: 'POST', path: '/v2/payments', authorization: `Bearer ${KEY}` });
    expect(created!.body).toEqual({
      amount: { currency: 'EUR', value: '36.00' },
      description: order.reference,
      redirectUrl: `${o.t.config.publicUrl}/en/confirm/${order.Id}`,
      webhookUrl: `${o.t.config.publicUrl}/order-api/payments/webhook`,
      locale: 'en_US',
      method: 'paypal',
      metadata: { order_id: order.Id },
    });

    // Mollie's `pending`: still being processed, the order stays open.
    remoteStatus = 'pending';
    expect((await webhook('tr_WDqYK6vllg')).statusCode).toBe(200);
    expect(requests.at(-1)).toMatchObject({ method: 'GET', path: '/v2/payments/tr_WDqYK6vllg' });
    const pending = (await call(o.ada, 'GET', `orders/${order.Id}/confirm/calculate`)).json() as Order;
    expect(pending.status).toBe('open');

    remoteStatus = 'paid';
    expect((await webhook('tr_WDqYK6vllg')).statusCode).toBe(200);
    expect((await webhook('tr_WDqYK6vllg')).statusCode).toBe(200);
    const paid = (await call(o.ada, 'GET', `orders/${order.Id}/confirm/calculate`)).json() as Order;
    expect(paid).toMatchObject({ status: 'paid', method: 'paypal' });
    const after = ((await call(o.ada, 'GET', `customer/${o.ada.Id}/basket`)).json() as Basket).stampBalance;
    expect(after).toBe(before + 10);
  });

  it('answers 502 PAYMENT_PROVIDER_UNAVAILABLE and writes no order when Mollie refuses the payment', async () => {
    const orders = await o.database.db.select({ n: count() }).from(commande);
    refuseCreate = true;
    const placed = await placeByPaypal();
    refuseCreate = false;
    expect(placed.statusCode).toBe(502);
    expect(placed.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
    expect(await o.database.db.select({ n: count() }).from(commande)).toEqual(orders);
    expect(
      ((await call(o.ada, 'GET', `customer/${o.ada.Id}/basket`)).json() as Basket).booklets,
    ).toHaveLength(1);
  });

  it('asks Mollie for an Apple Pay session with the site domain', async () => {
    requests.length = 0;
    const session = await call(o.ada, 'POST', 'payments/request/applepay/session', {
      validationUrl: 'https://apple-pay-gateway.apple.com/paymentservices/paymentSession',
    });
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json()).toMatchObject({ nonce: '0206b8db', displayName: 'Shortlist' });
    expect(requests[0]).toMatchObject({
      path: '/v2/wallets/applepay/sessions',
      body: {
        domain: new URL(o.t.config.publicUrl).hostname,
        validationUrl: 'https://apple-pay-gateway.apple.com/paymentservices/paymentSession',
      },
    });
  });
});

describe('the Mollie adapter', () => {
  const provider = () => createMollieProvider({ apiKey: KEY, baseUrl });

  it('refunds a paid payment', async () => {
    requests.length = 0;
    const refund = await provider().refundPayment({
      id: 'tr_WDqYK6vllg',
      amountCents: 3600,
      description: 'SL-2026-ABCD2345',
    });
    expect(refund).toEqual({
      id: 're_4qqhO89gsT',
      status: 'pending',
      amountCents: 3600,
      paymentId: 'tr_WDqYK6vllg',
    });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/v2/payments/tr_WDqYK6vllg/refunds',
      body: { amount: { currency: 'EUR', value: '36.00' }, description: 'SL-2026-ABCD2345' },
    });
  });

  it('reads every Mollie status as ours, and an unknown payment as null', async () => {
    const seen: Record<string, string | undefined> = {};
    for (const status of ['open', 'pending', 'authorized', 'paid', 'canceled', 'expired', 'failed']) {
      remoteStatus = status;
      seen[status] = (await provider().getPayment('tr_WDqYK6vllg'))?.status;
    }
    expect(seen).toEqual({
      open: 'open',
      pending: 'open',
      authorized: 'open',
      paid: 'paid',
      canceled: 'canceled',
      expired: 'expired',
      failed: 'failed',
    });
    expect(await provider().getPayment('tr_unknown')).toBeNull();
  });

  it('cancels an open payment and takes "not cancelable" quietly', async () => {
    remoteStatus = 'open';
    await provider().cancelPayment('tr_WDqYK6vllg');
    expect(remoteStatus).toBe('canceled');
    await expect(provider().cancelPayment('tr_WDqYK6vllg')).resolves.toBeUndefined();
  });

  it('answers PAYMENT_PROVIDER_UNAVAILABLE for a wrong key or an unreachable API', async () => {
    const wrongKey = createMollieProvider({ apiKey: 'test_wrongwrongwrongwrongwrong', baseUrl });
    await expect(wrongKey.getPayment('tr_WDqYK6vllg')).rejects.toMatchObject({
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
    });
    const nowhere = createMollieProvider({ apiKey: KEY, baseUrl: 'http://127.0.0.1:1/v2' });
    const error = await nowhere.getPayment('tr_WDqYK6vllg').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
  });
});

describe("Mollie's answers checked before an order is paid (issue 29)", () => {
  const orderOf = async (id: number) =>
    (await call(o.ada, 'GET', `orders/${id}/confirm/calculate`)).json() as Order;
  const balance = async () =>
    ((await call(o.ada, 'GET', `customer/${o.ada.Id}/basket`)).json() as Basket).stampBalance;

  it("does not mark an order paid for another amount or currency than the order's; the right one pays", async () => {
    remoteId = 'tr_AmountCheck01';
    try {
      const placed = await placeByPaypal();
      expect(placed.statusCode, placed.body).toBe(201);
      const { order } = placed.json() as PlacedOrder;
      const total = order.totals.totalCents;
      const before = await balance();
      remoteStatus = 'paid';

      remoteAmount = { value: '0.01', currency: 'EUR' };
      const cheap = await webhook(remoteId);
      expect(cheap.statusCode).toBe(409);
      expect(cheap.json()).toMatchObject({ code: 'CONFLICT', message: expect.any(String) });
      // The other currency, said to the operator in the log.
      remoteAmount = { value: mollieValue(total), currency: 'USD' };
      const logged: { details: Record<string, unknown>; message: string }[] = [];
      const outcome = await processPaymentWebhook(o.database.db, {
        provider: createMollieProvider({ apiKey: KEY, baseUrl }),
        paymentId: remoteId,
        now: new Date(),
        publicUrl: o.t.config.publicUrl,
        log: { error: (details, message) => logged.push({ details, message }) },
      });
      expect(outcome).toBe('mismatch');
      expect(logged).toEqual([
        {
          details: expect.objectContaining({
            paymentId: remoteId,
            orderId: order.Id,
            expected: { amountCents: total, currency: 'EUR' },
            received: { amountCents: total, currency: 'USD' },
          }),
          message: expect.stringMatching(/not marked paid/),
        },
      ]);
      expect((await webhook(remoteId)).statusCode).toBe(409);
      expect((await orderOf(order.Id)).status).toBe('open');
      expect(await balance()).toBe(before);
      expect(await o.database.db.select().from(facture).where(eq(facture.IdCommande, order.Id))).toEqual([]);

      // A non-JSON answer (a proxy's page) or one without the payment's fields: 502, not a 500.
      for (const raw of ['<html><body>502 Bad Gateway</body></html>', '{"id":"tr_AmountCheck01"}']) {
        rawAnswer = raw;
        const answer = await webhook(remoteId);
        rawAnswer = null;
        expect(answer.statusCode, raw).toBe(502);
        expect(answer.json()).toEqual({
          code: 'PAYMENT_PROVIDER_UNAVAILABLE',
          message: expect.stringMatching(/payment service/),
        });
      }
      expect((await orderOf(order.Id)).status).toBe('open');

      remoteAmount = { value: mollieValue(total), currency: 'EUR' };
      expect((await webhook(remoteId)).statusCode).toBe(200);
      expect((await orderOf(order.Id)).status).toBe('paid');
      expect(await balance()).toBeGreaterThan(before);
    } finally {
      remoteId = 'tr_WDqYK6vllg';
      remoteAmount = null;
      rawAnswer = null;
    }
  });

  it('answers 502 PAYMENT_PROVIDER_UNAVAILABLE, and writes no order, when Mollie answers no JSON to a payment', async () => {
    const orders = await o.database.db.select({ n: count() }).from(commande);
    rawAnswer = '<html>Service Unavailable</html>';
    const placed = await placeByPaypal().finally(() => {
      rawAnswer = null;
    });
    expect(placed.statusCode).toBe(502);
    expect(placed.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
    expect(await o.database.db.select({ n: count() }).from(commande)).toEqual(orders);
  });
});
