import { commande } from '@shortlist/db/schema/orders';
import type {
  BankTransferPending,
  Basket,
  OrdersList,
  PlacedOrder,
} from '@shortlist/domain/orders/api-contracts';
import type { Product } from '@shortlist/domain/orders/catalogue';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderTest, type OrderTest } from '../../test/order-steps.ts';
import { type Customer, NOW } from '../../test/order-test-app.ts';
import { PRODUCTION_ENV } from '../../test/production-env.ts';
import { createTestApp } from '../../test/test-app.ts';

let o: OrderTest;
let stamp10: Product;

beforeAll(async () => {
  o = await createOrderTest();
  const products = (await o.t.app.inject({ url: '/order-api/products/active' })).json() as Product[];
  stamp10 = products.find((p) => p.code === 'stamp-10')!;
  for (const who of [o.ada, o.bob]) await o.saveBilling(who, who.login);
});
afterAll(() => o.close());

const call = (who: Customer, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  o.call(who, method, url, payload);
const listOf = async (who: Customer, id = who.Id) =>
  call(who, 'POST', 'customer/orders/filter/0/999', { id });
const pendingOf = async (who: Customer, id = who.Id) =>
  call(who, 'GET', `customer/${id}/orders/check-has-banktransfer-pending`);

/** A 10-stamp booklet ordered by card: an open order on the sandbox's page. */
async function cardOrder(who: Customer): Promise<PlacedOrder> {
  const added = await call(who, 'POST', `customer/${who.Id}/basket/stamps`, {
    productId: stamp10.Id,
    quantity: 1,
  });
  expect(added.statusCode, added.body).toBe(200);
  const placed = await call(who, 'POST', 'customer/orders/place', {
    Id: who.Id,
    method: 'creditCard',
    acceptTerms: true,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json() as PlacedOrder;
}

describe('the orders list', () => {
  it("answers the customer's orders with their lines, payment and invoices, and nobody else's", async () => {
    const empty = await listOf(o.ada);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({ items: [], count: 0 });

    const { order, redirectUrl } = await cardOrder(o.ada);
    const list = (await listOf(o.ada)).json() as OrdersList;
    expect(list.count).toBe(1);
    const [item] = list.items;
    expect(item).toMatchObject({
      Id: order.Id,
      reference: order.reference,
      status: 'open',
      method: 'creditCard',
      DateCreation: NOW.toISOString(),
      checkoutUrl: redirectUrl,
      invoices: [],
    });
    expect(item!.totals.totalCents).toBe(3600);
    expect(item!.lines).toEqual([expect.objectContaining({ kind: 'stampBooklet', code: 'stamp-10' })]);
    expect(redirectUrl).toContain(`/${item!.paymentId}`);

    // Bob sees none of Ada's orders, and cannot ask for them by her id.
    expect((await listOf(o.bob)).json()).toEqual({ items: [], count: 0 });
    const asAda = await listOf(o.bob, o.ada.Id);
    expect(asAda.statusCode).toBe(404);
    expect(asAda.json().code).toBe('NOT_FOUND');

    // The paymentId the list gives is the one the cancel call takes.
    const cancelled = await call(o.ada, 'DELETE', `payments/${item!.paymentId}/order/${order.Id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = (await listOf(o.ada)).json() as OrdersList;
    expect(after.items[0]).toMatchObject({ status: 'canceled', checkoutUrl: null });
  });

  it('pages with skip and take, newest first', async () => {
    await cardOrder(o.bob);
    const { order: second } = await cardOrder(o.bob);
    const firstPage = (await call(o.bob, 'POST', 'customer/orders/filter/0/1', { id: o.bob.Id })).json();
    expect(firstPage.count).toBe(2);
    expect(firstPage.items.map((i: { Id: number }) => i.Id)).toEqual([second.Id]);
    const secondPage = (await call(o.bob, 'POST', 'customer/orders/filter/1/999', { id: o.bob.Id })).json();
    expect(secondPage.items).toHaveLength(1);
    expect(secondPage.items[0].Id).not.toBe(second.Id);
  });

  it('refuses a page bigger than 999 or a missing customer id', async () => {
    expect((await call(o.ada, 'POST', 'customer/orders/filter/0/1000', { id: o.ada.Id })).statusCode).toBe(
      400,
    );
    expect((await call(o.ada, 'POST', 'customer/orders/filter/0/999', {})).statusCode).toBe(400);
    const anonymous = await o.t.app.inject({
      method: 'POST',
      url: '/order-api/customer/orders/filter/0/999',
      payload: { id: o.ada.Id },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("the orders list's generic count (spec §7, issue 34)", () => {
  it("counts the customer's own orders as the list does, and nobody else's", async () => {
    await cardOrder(o.bob);
    const counted = await call(o.bob, 'POST', 'customer/orders/filter', { id: o.bob.Id });
    expect(counted.statusCode, counted.body).toBe(200);
    expect(counted.json().count).toBe(((await listOf(o.bob)).json() as OrdersList).count);
    expect(counted.json().count).toBeGreaterThan(0);
    // Another customer's id is 404, as an unknown one; a body with more is 400; anonymous 401.
    expect((await call(o.ada, 'POST', 'customer/orders/filter', { id: o.bob.Id })).statusCode).toBe(404);
    expect((await call(o.ada, 'POST', 'customer/orders/filter', { id: o.ada.Id, skip: 1 })).statusCode).toBe(
      400,
    );
    const anonymous = await o.t.app.inject({
      method: 'POST',
      url: '/order-api/customer/orders/filter',
      payload: { id: o.ada.Id },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the pending bank-transfer check', () => {
  it('says whether an order of the customer waits for a transfer, for that customer only', async () => {
    expect((await pendingOf(o.ada)).json()).toEqual({ pending: false } satisfies BankTransferPending);
    const { order } = await cardOrder(o.ada);
    // The bank-transfer checkout is another area's: the order is made to wait for a transfer here.
    await o.database.db
      .update(commande)
      .set({ MoyenPaiement: 'bankTransfer', Statut: 'waitingForTransfer' })
      .where(eq(commande.Id, order.Id));
    expect((await pendingOf(o.ada)).json()).toEqual({ pending: true });
    expect((await pendingOf(o.bob)).json()).toEqual({ pending: false });
    const asAda = await pendingOf(o.bob, o.ada.Id);
    expect(asAda.statusCode).toBe(404);

    await o.database.db.update(commande).set({ Statut: 'paid' }).where(eq(commande.Id, order.Id));
    expect((await pendingOf(o.ada)).json()).toEqual({ pending: false });
  });
});

describe('the dev expiry pass (POST /order-api/dev/jobs/run-order-expiry)', () => {
  it('expires the payment links older than 3 hours at the given time; the booklet returns to the basket', async () => {
    const customer = o.bob;
    for (const item of ((await listOf(customer)).json() as OrdersList).items) {
      if (item.status === 'open')
        await call(customer, 'DELETE', `payments/${item.paymentId}/order/${item.Id}/cancel`);
    }
    const booklets = async () =>
      ((await call(customer, 'GET', `customer/${customer.Id}/basket`)).json() as Basket).booklets.reduce(
        (sum, booklet) => sum + booklet.quantity,
        0,
      );
    const { order } = await cardOrder(customer);
    const held = await booklets();
    const run = (at: Date) =>
      o.t.app.inject({
        method: 'POST',
        url: '/order-api/dev/jobs/run-order-expiry',
        payload: { at: at.toISOString() },
      });
    const early = await run(new Date(NOW.getTime() + 2 * 3_600_000));
    expect(early.json()).toEqual({ expired: 0 });
    const late = await run(new Date(NOW.getTime() + 3 * 3_600_000 + 60_000));
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().expired).toBeGreaterThanOrEqual(1);
    const item = ((await listOf(customer)).json() as OrdersList).items.find((i) => i.Id === order.Id);
    expect(item?.status).toBe('expired');
    // Every booklet the order held (the basket's earlier ones came back into it too) is back.
    const ordered = order.lines.reduce(
      (sum, line) => sum + (line.kind === 'stampBooklet' ? line.quantity : 0),
      0,
    );
    expect(ordered).toBeGreaterThanOrEqual(1);
    expect(await booklets()).toBe(held + ordered);
    const bad = await o.t.app.inject({
      method: 'POST',
      url: '/order-api/dev/jobs/run-order-expiry',
      payload: { at: 'tomorrow' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('is absent in production', async () => {
    const prod = await createTestApp({
      database: o.database,
      env: { ...PRODUCTION_ENV, LOG_LEVEL: 'silent' },
    });
    try {
      const response = await prod.app.inject({
        method: 'POST',
        url: '/order-api/dev/jobs/run-order-expiry',
        payload: { at: new Date(NOW.getTime() + 4 * 3_600_000).toISOString() },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('ROUTE_NOT_FOUND');
    } finally {
      await prod.close();
    }
  });
});
