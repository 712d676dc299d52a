import type { Basket, BasketCalculationAnswer } from '@shortlist/domain/orders/api-contracts';
import { bookletFirst } from '@shortlist/domain/orders/booklet-first';
import { FORMULA_IDS } from '@shortlist/domain/orders/formulas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  addBooklet,
  createOrderTest,
  type OrderTest,
  placeOrder,
  settleOnSandbox,
} from '../../test/order-steps.ts';

/*
 * Issue 32: a booklet bought in a basket does not pay that basket's platform fees (its stamps are
 * credited once its order is paid), so the basket offers the cheaper path: `itemsOnly` orders the
 * booklets and SuperStamps alone, the entries stay in the basket, and once paid its stamps pay them.
 */
let o: OrderTest;

beforeAll(async () => {
  o = await createOrderTest();
  await o.saveBilling(o.ada, 'Ada');
});
afterAll(() => o.close());

it('pays the booklet first, then the entry with its stamp: one platform fee saved, no stamp lost', async () => {
  const { paid } = await o.openSections();
  const IdFilm = await o.insertFilm(o.ada.Id, { TitreOriginal: 'Booklet First' });
  const [entry] = await o.putEntries(o.ada.Id, [{ IdFilm, IdCampagneSection: paid[0]!.Id }]);
  const byMoney = await o.call(o.ada, 'PUT', 'customer/basket/submission/update', {
    FormuleId: FORMULA_IDS.buyStamp,
    SubmissionIds: [entry],
  });
  expect(byMoney.statusCode, byMoney.body).toBe(200);
  await addBooklet(o, o.ada, { code: 'stamp-5' });

  // The whole basket: the booklet's stamps cannot pay the entry's platform fee, 5.00 is charged.
  const whole = (
    await o.call(o.ada, 'GET', `customer/${o.ada.Id}/basket/calculate`)
  ).json() as BasketCalculationAnswer;
  expect(whole.lines.filter((l) => l.kind === 'platformFee').map((l) => l.netCents)).toEqual([500]);
  expect(bookletFirst(whole)).toEqual({ entries: 1, savingCents: 500 });

  // The booklet alone, as the checkout's "booklet first" sums it and orders it.
  const items = await o.call(o.ada, 'GET', `customer/${o.ada.Id}/basket/calculate?itemsOnly=true`);
  expect(items.statusCode, items.body).toBe(200);
  expect((items.json() as BasketCalculationAnswer).lines.map((l) => l.kind)).toEqual(['stampBooklet']);
  const both = await o.call(o.ada, 'POST', 'customer/orders/place', {
    Id: o.ada.Id,
    method: 'creditCard',
    acceptTerms: true,
    itemsOnly: true,
    SubmissionIds: [entry],
  });
  expect(both.statusCode, both.body).toBe(400);
  const first = await placeOrder(o, o.ada, { itemsOnly: true });
  expect(first.order.lines.map((l) => l.kind)).toEqual(['stampBooklet']);
  const basket = (await o.call(o.ada, 'GET', `customer/${o.ada.Id}/basket`)).json() as Basket;
  expect(basket.submissions.map((s) => s.IdInscription)).toEqual([entry]);
  expect(basket.booklets).toEqual([]);
  expect((await settleOnSandbox(o, first.paymentId!, 'pay')).statusCode).toBe(303);

  // Then the entry, with one of the booklet's stamps: no platform fee charged.
  const byStamp = await o.call(o.ada, 'PUT', 'customer/basket/submission/update', {
    FormuleId: FORMULA_IDS.balance,
    SubmissionIds: [entry],
  });
  expect(byStamp.statusCode, byStamp.body).toBe(200);
  const then = await placeOrder(o, o.ada);
  expect(then.order.lines.filter((l) => l.kind === 'platformFee')).toEqual([]);
  expect(then.order.lines.find((l) => l.kind === 'entryFee')?.stampsUsed).toBe(1);
  expect((await settleOnSandbox(o, then.paymentId!, 'pay')).statusCode).toBe(303);
  const after = (await o.call(o.ada, 'GET', `customer/${o.ada.Id}/basket`)).json() as Basket;
  expect(after.stampBalance).toBe(4);
  expect(after.submissions).toEqual([]);
});
