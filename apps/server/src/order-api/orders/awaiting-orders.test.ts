import type { Basket, OrdersList } from '@shortlist/domain/orders/api-contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  addBooklet,
  createOrderTest,
  type OrderTest,
  placeAndPay,
  placeOrder,
  settleOnSandbox,
} from '../../test/order-steps.ts';
import type { Customer } from '../../test/order-test-app.ts';

/*
 * Issue 32, payment continuity: an order placed and still waiting for its money holds what the
 * basket held, so `GET customer/{id}/orders/awaiting-payment` gives the basket and the checkout
 * that order (with its provider page to pay now, and the payment id its cancel names). Paid,
 * cancelled and failed orders are not in it; another account's answers 404.
 */
let o: OrderTest;

beforeAll(async () => {
  o = await createOrderTest();
  for (const who of [o.ada, o.bob]) await o.saveBilling(who, who.login);
});
afterAll(() => o.close());

const awaitingOf = (who: Customer, id = who.Id) =>
  o.call(who, 'GET', `customer/${id}/orders/awaiting-payment`);

it('answers the open card order the basket no longer holds, until it is paid or cancelled', async () => {
  expect((await awaitingOf(o.ada)).json()).toEqual({ items: [], count: 0 });

  await addBooklet(o, o.ada);
  await placeAndPay(o, o.ada);
  await addBooklet(o, o.ada, { code: 'stamp-5' });
  const open = await placeOrder(o, o.ada);
  const basket = (await o.call(o.ada, 'GET', `customer/${o.ada.Id}/basket`)).json() as Basket;
  expect(basket.booklets).toEqual([]);

  const answer = await awaitingOf(o.ada);
  expect(answer.statusCode, answer.body).toBe(200);
  const list = answer.json() as OrdersList;
  expect(list.count).toBe(1);
  expect(list.items[0]).toMatchObject({
    Id: open.order.Id,
    status: 'open',
    checkoutUrl: open.redirectUrl,
    paymentId: open.paymentId,
    lines: [expect.objectContaining({ code: 'stamp-5', quantity: 1 })],
  });

  // Another account sees nothing of it, and may not ask for Ada's.
  expect((await awaitingOf(o.bob)).json()).toEqual({ items: [], count: 0 });
  expect((await awaitingOf(o.bob, o.ada.Id)).statusCode).toBe(404);

  // Cancelled on the provider's page: no longer awaited, the booklet is back in the basket.
  expect((await settleOnSandbox(o, open.paymentId!, 'cancel')).statusCode).toBe(303);
  expect((await awaitingOf(o.ada)).json()).toEqual({ items: [], count: 0 });
  const back = (await o.call(o.ada, 'GET', `customer/${o.ada.Id}/basket`)).json() as Basket;
  expect(back.booklets).toEqual([expect.objectContaining({ code: 'stamp-5', quantity: 1 })]);
});

it('answers an order waiting for a bank transfer with the account to pay', async () => {
  await addBooklet(o, o.bob);
  const { order } = await placeOrder(o, o.bob, { method: 'bankTransfer' });
  const list = (await awaitingOf(o.bob)).json() as OrdersList;
  expect(list.items).toEqual([
    expect.objectContaining({
      Id: order.Id,
      status: 'waitingForTransfer',
      checkoutUrl: null,
      bankTransfer: expect.objectContaining({ reference: order.reference }),
    }),
  ]);
});
