import { coupon, couponUtilisation, panierCoupon } from '@shortlist/db/schema/coupons';
import { facture } from '@shortlist/db/schema/orders';
import type { BasketCalculationAnswer, Order } from '@shortlist/domain/orders/api-contracts';
import type { InvoiceDocument } from '@shortlist/domain/orders/invoice-lines';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addBooklet as addSteppedBooklet,
  createOrderTest,
  type OrderTest,
  placeOrder,
  settleOnSandbox,
} from '../../test/order-steps.ts';
import { type Customer, NOW } from '../../test/order-test-app.ts';
import { amountAfter, pdfText } from '../../test/pdf-text.ts';
import { renderInvoicePdf } from '../invoices/invoice-pdf.ts';
import { createCoupon } from './create-coupon.ts';

const TOKEN = 'operator-token-for-coupon-tests-0123456789';
let o: OrderTest;

beforeAll(async () => {
  o = await createOrderTest({ env: { OPERATOR_TOKEN: TOKEN } });
  for (const who of [o.ada, o.bob]) await o.saveBilling(who);
});
afterAll(() => o.close());

const call = (who: Customer, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  o.call(who, method, url, payload);
const apply = (who: Customer, couponCode: string, id = who.Id) =>
  call(who, 'PUT', `customer/${id}/basket/apply-coupon`, { couponCode });
const summary = async (who: Customer) =>
  (await call(who, 'GET', `customer/${who.Id}/basket/calculate`)).json() as BasketCalculationAnswer;
const addBooklet = (who: Customer) => addSteppedBooklet(o, who);
const placeByCard = async (who: Customer) => {
  const { order, paymentId } = await placeOrder(o, who);
  return { order, paymentId: paymentId! };
};
const settle = (paymentId: string, outcome: 'pay' | 'fail') => settleOnSandbox(o, paymentId, outcome);
const newCoupon = (input: Partial<Parameters<typeof createCoupon>[1]['input']> & { code: string }) =>
  createCoupon(o.database.db, { input: { until: '2030-01-01', ...input }, now: NOW });
const couponRow = async (code: string) =>
  (await o.database.db.select().from(coupon).where(eq(coupon.Code, code)))[0]!;

describe('basket coupons', () => {
  it('refuses an unknown code with its sentence, and a coupon on an empty basket', async () => {
    const unknown = await o.t.app.inject({
      method: 'PUT',
      url: `/order-api/customer/${o.ada.Id}/basket/apply-coupon`,
      headers: { ...o.ada.signed.headers, culture: 'fr' },
      payload: { couponCode: 'NOPE' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'COUPON_UNKNOWN', message: "Ce code promo n'existe pas." });
    await newCoupon({ code: 'EMPTY10', percent: 10 });
    const empty = await apply(o.ada, 'EMPTY10');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().code).toBe('COUPON_NOT_APPLICABLE');
  });

  it('takes 10 % off the booklet, VAT after the discount, whatever the case of the code', async () => {
    await newCoupon({ code: 'SAVE10', percent: 10, 'max-uses': 5 });
    await addBooklet(o.ada);
    const applied = await apply(o.ada, 'save10');
    expect(applied.statusCode, applied.body).toBe(200);
    const calc = await summary(o.ada);
    expect(calc.coupon).toMatchObject({ code: 'SAVE10', kind: 'percent', value: 1000, discountCents: 300 });
    expect(calc.couponProblem).toBeNull();
    expect(calc.totals).toMatchObject({
      netCents: 2700,
      vatCents: 540,
      totalCents: 3240,
      couponDiscountCents: 300,
    });
    expect(calc.lines[0]).toMatchObject({ unitCents: 3000, discountCents: 300, netCents: 2700 });
  });

  it("another customer can neither apply a coupon to Ada's basket nor see it", async () => {
    const foreign = await apply(o.bob, 'SAVE10', o.ada.Id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('NOT_FOUND');
    const removeForeign = await call(o.bob, 'PUT', `customer/${o.ada.Id}/basket/remove-coupon`);
    expect(removeForeign.statusCode).toBe(404);
    expect((await summary(o.bob)).coupon).toBeNull();
    expect((await summary(o.ada)).coupon?.code).toBe('SAVE10');
  });

  it('a coupon reserved for Ada is unknown to Bob', async () => {
    await newCoupon({ code: 'ADAONLY', amount: 500, account: o.ada.Id });
    await addBooklet(o.bob);
    const refused = await apply(o.bob, 'ADAONLY');
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('COUPON_UNKNOWN');
  });

  it('refuses an expired coupon', async () => {
    await o.database.db.insert(coupon).values({
      Code: 'OLD',
      Kind: 'percent',
      Valeur: 1000,
      DateFin: new Date(NOW.getTime() - 1000),
    });
    const refused = await apply(o.bob, 'OLD');
    expect(refused.statusCode).toBe(410);
    expect(refused.json().code).toBe('COUPON_EXPIRED');
  });

  it('paying records the use, the invoice shows the discount, and a second use is refused', async () => {
    const { order, paymentId } = await placeByCard(o.ada);
    expect(order.totals).toMatchObject({ totalCents: 3240, couponCode: 'SAVE10', couponDiscountCents: 300 });
    const row = await couponRow('SAVE10');
    expect(row.Utilisations).toBe(1);
    expect(
      await o.database.db.select().from(panierCoupon).where(eq(panierCoupon.IdCompte, o.ada.Id)),
    ).toEqual([]);
    expect((await settle(paymentId, 'pay')).statusCode).toBeLessThan(400);
    const [invoice] = await o.database.db.select().from(facture).where(eq(facture.IdCommande, order.Id));
    const document = invoice!.Document as InvoiceDocument;
    expect(document.lines[0]).toMatchObject({ unitCents: 3000, discountCents: 300, netCents: 2700 });
    expect(invoice!.MontantTTC).toBe(3240);
    expect(document.coupon).toEqual({ code: 'SAVE10', discountCents: 300 });
    // The PDF names the coupon and what it took off, then the totals it leaves.
    const paid = (await call(o.ada, 'GET', `orders/${order.Id}/confirm/calculate`)).json() as Order;
    const pdf = async (culture: string) =>
      pdfText(
        (
          await o.t.app.inject({
            url: `${paid.invoices[0]!.path}?culture=${culture}`,
            headers: o.ada.signed.headers,
          })
        ).rawPayload,
      );
    const en = await pdf('en');
    expect(amountAfter(en, 'Coupon SAVE10', 'en')).toBe(-300);
    expect(amountAfter(en, 'Total excluding VAT', 'en')).toBe(2700);
    expect(amountAfter(en, 'Total including VAT', 'en')).toBe(3240);
    expect(amountAfter(await pdf('fr'), 'Code promo SAVE10', 'fr')).toBe(-300);
    // An invoice issued before coupons were printed is drawn as it was issued: no coupon line.
    // (The database refuses any change to an issued invoice, so the older document is drawn directly.)
    const { coupon: _printed, ...older } = document;
    const old = await pdfText(await renderInvoicePdf(older, 'en'));
    expect(old).not.toContain('SAVE10');
    expect(amountAfter(old, 'Total including VAT', 'en')).toBe(3240);

    await addBooklet(o.ada);
    const again = await apply(o.ada, 'SAVE10');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('COUPON_USED_UP');

    // Refunded: the credit note repeats the coupon line, negated like its lines.
    const refunded = await o.t.app.inject({
      method: 'POST',
      url: '/operator-api/commands/refund-order',
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: { order: order.Id },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const [note] = await o.database.db
      .select()
      .from(facture)
      .where(and(eq(facture.IdCommande, order.Id), eq(facture.Kind, 'creditNote')));
    expect((note!.Document as InvoiceDocument).coupon).toEqual({ code: 'SAVE10', discountCents: -300 });
    const refundedView = (await call(o.ada, 'GET', `orders/${order.Id}/confirm/calculate`)).json() as Order;
    const notePdf = await pdfText(
      (
        await o.t.app.inject({
          url: refundedView.invoices.find((doc) => doc.kind === 'creditNote')!.path,
          headers: o.ada.signed.headers,
        })
      ).rawPayload,
    );
    expect(amountAfter(notePdf, 'Coupon SAVE10', 'en')).toBe(300);
    expect(amountAfter(notePdf, 'Total including VAT', 'en')).toBe(-3240);
  });

  it('an order that fails gives the use back and the coupon returns to the basket', async () => {
    await newCoupon({ code: 'ONCE', amount: 1000, 'max-uses': 1 });
    expect((await apply(o.ada, 'ONCE')).statusCode).toBe(200);
    expect((await summary(o.ada)).totals.totalCents).toBe(2400);
    const { order, paymentId } = await placeByCard(o.ada);
    expect((await couponRow('ONCE')).Utilisations).toBe(1);
    await settle(paymentId, 'fail');
    const view = (await call(o.ada, 'GET', `orders/${order.Id}/confirm/calculate`)).json() as Order;
    expect(view.status).toBe('failed');
    expect((await couponRow('ONCE')).Utilisations).toBe(0);
    expect(
      await o.database.db.select().from(couponUtilisation).where(eq(couponUtilisation.IdCommande, order.Id)),
    ).toEqual([]);
    expect((await summary(o.ada)).coupon).toMatchObject({ code: 'ONCE', discountCents: 1000 });
  });

  it('remove-coupon takes it off the summary', async () => {
    expect((await call(o.ada, 'PUT', `customer/${o.ada.Id}/basket/remove-coupon`)).statusCode).toBe(200);
    const calc = await summary(o.ada);
    expect(calc.coupon).toBeNull();
    expect(calc.totals.totalCents).toBe(3600);
  });

  it('the basket says when its coupon expired since it was applied, and checkout refuses it', async () => {
    await o.database.db.insert(coupon).values({
      Code: 'SOON',
      Kind: 'percent',
      Valeur: 1000,
      DateFin: new Date(NOW.getTime() + 1000),
    });
    expect((await apply(o.ada, 'SOON')).statusCode).toBe(200);
    await o.database.db.update(coupon).set({ DateFin: NOW }).where(eq(coupon.Code, 'SOON'));
    const calc = await summary(o.ada);
    expect(calc.couponProblem).toBe('COUPON_EXPIRED');
    expect(calc.totals.totalCents).toBe(3600);
    const placed = await call(o.ada, 'POST', 'customer/orders/place', {
      Id: o.ada.Id,
      method: 'creditCard',
      acceptTerms: true,
    });
    expect(placed.statusCode).toBe(410);
    expect(placed.json().code).toBe('COUPON_EXPIRED');
    await call(o.ada, 'PUT', `customer/${o.ada.Id}/basket/remove-coupon`);
  });
});

describe('npm run admin -- create-coupon', () => {
  const command = (payload: object) =>
    o.t.app.inject({
      method: 'POST',
      url: '/operator-api/commands/create-coupon',
      headers: { authorization: `Bearer ${TOKEN}` },
      payload,
    });

  it('creates a coupon in capitals, valid through its last day', async () => {
    const created = await command({ code: 'winter', percent: 15, until: '2030-02-28', 'max-uses': 3 });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().result).toMatchObject({ code: 'WINTER', validUntil: '2030-03-01T00:00:00.000Z' });
    expect(await couponRow('WINTER')).toMatchObject({ Kind: 'percent', Valeur: 1500, MaxUtilisations: 3 });
  });

  it('refuses the same code in another case, both or neither of percent and amount, a past day', async () => {
    expect((await command({ code: 'Winter', amount: 100, until: '2030-01-01' })).statusCode).toBe(409);
    expect((await command({ code: 'X1', percent: 5, amount: 100, until: '2030-01-01' })).statusCode).toBe(
      400,
    );
    expect((await command({ code: 'X2', until: '2030-01-01' })).statusCode).toBe(400);
    expect((await command({ code: 'X3', percent: 5, until: '2020-01-01' })).statusCode).toBe(400);
    expect((await command({ code: 'X4', percent: 101, until: '2030-01-01' })).statusCode).toBe(400);
  });
});
