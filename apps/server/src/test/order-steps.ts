import type { Order, PlacedOrder, PlaceOrderRequest } from '@shortlist/domain/orders/api-contracts';
import type { Product, ProductCode } from '@shortlist/domain/orders/catalogue';
import { expect } from 'vitest';
import { sandboxPaymentOwner } from '../order-api/payments/sandbox-payment-owner.ts';
import * as helpers from './order-test-app.ts';
import { type Customer, type OrderTestApp, orderCall } from './order-test-app.ts';

/**
 * The customer's steps of an order, as the order tests take them again and again: basket (a
 * booklet, a SuperStamp), place, pay on the sandbox provider's page. Each step checks its own
 * answer, so a test reads as the journey it is about.
 */

/** The active product of this code (the demo catalogue). */
export async function productByCode(o: OrderTestApp, code: ProductCode): Promise<Product> {
  const products = (await o.t.app.inject({ url: '/order-api/products/active' })).json() as Product[];
  const product = products.find((p) => p.code === code);
  if (!product) throw new Error(`no active product ${code}`);
  return product;
}

/** Stamp booklets in the basket (10 stamps by default). */
export async function addBooklet(
  o: OrderTestApp,
  who: Customer,
  options: { code?: ProductCode; quantity?: number } = {},
): Promise<void> {
  const product = await productByCode(o, options.code ?? 'stamp-10');
  const added = await orderCall(o.t, who, 'POST', `customer/${who.Id}/basket/stamps`, {
    productId: product.Id,
    quantity: options.quantity ?? 1,
  });
  expect(added.statusCode, added.body).toBe(200);
}

/** A SuperStamp (12 months by default) for one of the customer's films in the basket, confirmed. */
export async function addSuperStamp(
  o: OrderTestApp,
  who: Customer,
  IdFilm: number,
  code: ProductCode = 'superstamp-12',
): Promise<void> {
  const product = await productByCode(o, code);
  const added = await orderCall(o.t, who, 'POST', `customer/${who.Id}/basket/superstamps`, {
    productId: product.Id,
    IdFilm,
    confirmIrreversible: true,
  });
  expect(added.statusCode, added.body).toBe(200);
}

export type PlacedTestOrder = PlacedOrder & {
  /** The provider's payment id from the hosted page's link; null when no page opens. */
  paymentId: string | null;
};

/** `customer/orders/place` of the whole basket (by card unless said), expected to succeed. */
export async function placeOrder(
  o: OrderTestApp,
  who: Customer,
  request: Partial<Omit<PlaceOrderRequest, 'Id' | 'acceptTerms'>> = {},
): Promise<PlacedTestOrder> {
  const placed = await orderCall(o.t, who, 'POST', 'customer/orders/place', {
    Id: who.Id,
    method: 'creditCard',
    acceptTerms: true,
    ...request,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const answer = placed.json() as PlacedOrder;
  const page = /\/sandbox-provider\/pay\/(tr_[A-Za-z0-9_-]+)/.exec(answer.redirectUrl);
  return { ...answer, paymentId: page?.[1] ?? null };
}

/** The customer (Ada or Bob) whose order the sandbox payment pays. */
async function ownerOf(o: OrderTestApp, paymentId: string): Promise<Customer> {
  const owner = await sandboxPaymentOwner(o.database.db, paymentId);
  const who = [o.ada, o.bob].find((customer) => customer.Id === owner);
  if (!who) throw new Error(`neither Ada nor Bob placed the order of ${paymentId}: say who pays`);
  return who;
}

/**
 * A button of the sandbox provider's hosted page, as the browser of `who` (by default the
 * customer who placed the order) posts it: the session cookie, the form's `csrf` field,
 * form-encoded, from the site's own Origin.
 */
export async function settleOnSandbox(
  o: OrderTestApp,
  paymentId: string,
  action: 'pay' | 'fail' | 'cancel' | 'expire' = 'pay',
  who?: Customer,
) {
  const as = who ?? (await ownerOf(o, paymentId));
  return o.t.app.inject({
    method: 'POST',
    url: `/sandbox-provider/pay/${paymentId}/${action}`,
    headers: {
      cookie: as.signed.cookie,
      origin: new URL(o.t.config.publicUrl).origin,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({ csrf: as.signed.csrf }).toString(),
  });
}

/** The sandbox provider's hosted page as `who` (by default the customer who placed the order) opens it. */
export async function openSandboxPage(o: OrderTestApp, paymentId: string, lang: string, who?: Customer) {
  const as = who ?? (await ownerOf(o, paymentId));
  return o.t.app.inject({
    url: `/sandbox-provider/pay/${paymentId}?lang=${lang}`,
    headers: { cookie: as.signed.cookie },
  });
}

/** The order as the confirmation page reads it. */
export async function orderView(o: OrderTestApp, who: Customer, orderId: number): Promise<Order> {
  const response = await orderCall(o.t, who, 'GET', `orders/${orderId}/confirm/calculate`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Order;
}

/** Place the basket by card and pay it on the sandbox page: the order, paid. */
export async function placeAndPay(
  o: OrderTestApp,
  who: Customer,
  request: Partial<Omit<PlaceOrderRequest, 'Id' | 'acceptTerms' | 'method'>> = {},
): Promise<Order> {
  const { order, paymentId } = await placeOrder(o, who, { ...request, method: 'creditCard' });
  expect(paymentId).not.toBeNull();
  expect((await settleOnSandbox(o, paymentId!, 'pay', who)).statusCode).toBe(303);
  const paid = await orderView(o, who, order.Id);
  expect(paid.status).toBe('paid');
  return paid;
}

/** The demo's sections taking entries at NOW (`openSections`). */
export type OpenSections = Awaited<ReturnType<typeof helpers.openSections>>;

/** A helper's parameters after its first (the app, its database or its test app). */
type After<F> = F extends (first: never, ...rest: infer R) => unknown ? R : never;

/** The order tests' app with the helpers of order-test-app.ts bound to it: one import, no wiring. */
export type OrderTest = OrderTestApp & {
  /** A call to the order API as `who` (`orderCall`). */
  call(...args: After<typeof orderCall>): ReturnType<typeof orderCall>;
  openSections(): ReturnType<typeof helpers.openSections>;
  insertFilm(...args: After<typeof helpers.insertOrderFilm>): ReturnType<typeof helpers.insertOrderFilm>;
  putEntries(...args: After<typeof helpers.putEntries>): ReturnType<typeof helpers.putEntries>;
  grantStamps(...args: After<typeof helpers.grantStamps>): ReturnType<typeof helpers.grantStamps>;
  /** A billing address in France for `who` (`saveFrenchBillingAddress`). */
  saveBilling(
    ...args: After<typeof helpers.saveFrenchBillingAddress>
  ): ReturnType<typeof helpers.saveFrenchBillingAddress>;
  /** A real HTTP server on a free local port, for the tests of requests at once: its base URL. */
  listen(): Promise<string>;
};

/** `createOrderTestApp` (demo catalogue, clock `NOW`, Ada and Bob signed in) with its helpers. */
export async function createOrderTest(
  options: Parameters<typeof helpers.createOrderTestApp>[0] = {},
): Promise<OrderTest> {
  const o = await helpers.createOrderTestApp(options);
  return {
    ...o,
    call: (...args) => orderCall(o.t, ...args),
    openSections: () => helpers.openSections(o.database),
    insertFilm: (...args) => helpers.insertOrderFilm(o.database, ...args),
    putEntries: (...args) => helpers.putEntries(o.database, ...args),
    grantStamps: (...args) => helpers.grantStamps(o.database, ...args),
    saveBilling: (...args) => helpers.saveFrenchBillingAddress(o, ...args),
    listen: () => o.t.app.listen({ port: 0, host: '127.0.0.1' }),
  };
}
