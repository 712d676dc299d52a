import { pays } from '@shortlist/db/schema/dictionaries';
import type { Basket, BasketCalculationAnswer } from '@shortlist/domain/orders/api-contracts';
import type { Product } from '@shortlist/domain/orders/catalogue';
import { FORMULA_IDS } from '@shortlist/domain/orders/formulas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderTest, type OpenSections, type OrderTest } from '../../test/order-steps.ts';
import type { Customer } from '../../test/order-test-app.ts';

let o: OrderTest;
let products: Map<string, Product>;
let sections: OpenSections;

beforeAll(async () => {
  o = await createOrderTest();
  sections = await o.openSections();
  const response = await o.t.app.inject({ url: '/order-api/products/active' });
  expect(response.statusCode).toBe(200);
  products = new Map((response.json() as Product[]).map((p) => [p.code, p]));
});
afterAll(() => o.close());

const call = (who: Customer, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  o.call(who, method, url, payload);

async function basketOf(who: Customer): Promise<Basket> {
  const response = await call(who, 'GET', `customer/${who.Id}/basket`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
async function calculate(who: Customer): Promise<BasketCalculationAnswer> {
  const response = await call(who, 'GET', `customer/${who.Id}/basket/calculate`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('GET products/active', () => {
  it('lists the catalogue with docs/decisions.md prices, signed out too', () => {
    expect(products.get('stamp-10')).toMatchObject({ kind: 'stampBooklet', priceCents: 3000, stamps: 10 });
    expect(products.get('superstamp-12')).toMatchObject({ kind: 'superStamp', priceCents: 5900, months: 12 });
    expect(products.get('platform-fee')).toMatchObject({ priceCents: 500 });
    expect(products.size).toBe(8);
  });
});

describe('the basket', () => {
  it('the demo has open free and paid sections to enter', () => {
    expect(sections.free.length).toBeGreaterThanOrEqual(2);
    expect(sections.paid.length).toBeGreaterThanOrEqual(1);
  });

  it('adds booklets (the same one again adds to its quantity) and sums them with French VAT', async () => {
    const stamp10 = products.get('stamp-10')!;
    let response = await call(o.ada, 'POST', `customer/${o.ada.Id}/basket/stamps`, {
      productId: stamp10.Id,
      quantity: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    response = await call(o.ada, 'POST', `customer/${o.ada.Id}/basket/stamps`, {
      productId: stamp10.Id,
      quantity: 1,
    });
    expect((response.json() as Basket).booklets).toEqual([
      expect.objectContaining({ productId: stamp10.Id, code: 'stamp-10', quantity: 2 }),
    ]);
    const summary = await calculate(o.ada);
    expect(summary).toMatchObject({ regime: 'domestic', rateBp: 2000, billingAddressComplete: false });
    expect(summary.totals).toMatchObject({
      netCents: 6000,
      vatCents: 1200,
      totalCents: 7200,
      stampsCredited: 20,
    });
    // A SuperStamp is not a booklet, and a booklet quantity has a bound.
    const wrongKind = await call(o.ada, 'POST', `customer/${o.ada.Id}/basket/stamps`, {
      productId: products.get('superstamp-6')!.Id,
      quantity: 1,
    });
    expect(wrongKind.statusCode).toBe(404);
    const tooMany = await call(o.ada, 'POST', `customer/${o.ada.Id}/basket/stamps`, {
      productId: stamp10.Id,
      quantity: 19,
    });
    expect(tooMany.statusCode).toBe(400);
    const item = (await basketOf(o.ada)).booklets[0]!;
    expect((await call(o.ada, 'DELETE', `customer/${o.ada.Id}/basket/items/${item.Id}`)).statusCode).toBe(
      200,
    );
    expect((await basketOf(o.ada)).booklets).toEqual([]);
  });

  it('gives entries a formula: balance while stamps last, then a stamp bought now; a SuperStamp needs one', async () => {
    const IdFilm = await o.insertFilm(o.ada.Id, { TitreOriginal: 'Formulas' });
    const paid = sections.paid[0]!;
    const ids = await o.putEntries(o.ada.Id, [
      { IdFilm, IdCampagneSection: sections.free[0]! },
      { IdFilm, IdCampagneSection: paid.Id },
    ]);
    await o.grantStamps(o.ada.Id, 1);
    const basket = await basketOf(o.ada);
    expect(basket.stampBalance).toBe(1);
    expect(basket.submissions.map((s) => [s.IdInscription, s.FormuleId, s.entryFeeCents])).toEqual([
      [ids[0], FORMULA_IDS.balance, 0],
      [ids[1], FORMULA_IDS.buyStamp, paid.fee],
    ]);
    expect(basket.count).toBe(2);
    let summary = await calculate(o.ada);
    expect(summary.totals).toMatchObject({
      stampsUsed: 1,
      submissionsByStamps: 1,
      submissionsByMoney: 1,
      entryFeesCents: paid.fee,
      vatCents: 100,
      totalCents: paid.fee + 500 + 100,
    });

    const refused = await call(o.ada, 'PUT', 'customer/basket/submission/update', {
      FormuleId: FORMULA_IDS.superStamp,
      SubmissionIds: [ids[1]],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'BASKET_INVALID',
      fields: [{ code: 'SUPERSTAMP_NOT_ACTIVE' }],
    });

    // The SuperStamp asks an explicit confirmation.
    const superstamp = products.get('superstamp-12')!;
    const unconfirmed = await call(o.ada, 'POST', `customer/${o.ada.Id}/basket/superstamps`, {
      productId: superstamp.Id,
      IdFilm,
    });
    expect(unconfirmed.statusCode).toBe(400);
    const added = await call(o.ada, 'POST', `customer/${o.ada.Id}/basket/superstamps`, {
      productId: superstamp.Id,
      IdFilm,
      confirmIrreversible: true,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((added.json() as Basket).superStamps).toEqual([
      expect.objectContaining({ IdFilm, code: 'superstamp-12', filmTitle: 'Formulas' }),
    ]);
    const changed = await call(o.ada, 'PUT', 'customer/basket/submission/update', {
      FormuleId: FORMULA_IDS.superStamp,
      SubmissionIds: [ids[1]],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    summary = await calculate(o.ada);
    const discount = Math.floor((paid.fee * 2000 + 5000) / 10000);
    expect(summary.lines.filter((l) => l.kind === 'platformFee')).toEqual([]);
    expect(summary.lines.find((l) => l.IdInscription === ids[1])).toMatchObject({
      kind: 'entryFee',
      discountCents: discount,
      netCents: paid.fee - discount,
    });
    expect(summary.problems).toEqual([]);
  });

  it('takes the VAT from the billing address: reverse charge for a German company with a valid number', async () => {
    const [germany] = await o.database.db.select().from(pays).where(eq(pays.Iso2, 'DE'));
    const saved = await o.t.app.inject({
      method: 'PUT',
      url: '/api/compte/adresse-facturation',
      headers: o.ada.signed.headers,
      payload: {
        Header: 'Analytical Films GmbH',
        Line1: 'Friedrichstraße 100',
        ZipCode: '10117',
        City: 'Berlin',
        CountryId: germany!.Id,
        IsCompany: true,
        IsAssujetti: true,
        Intracom: 'DE136695976',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const summary = await calculate(o.ada);
    expect(summary).toMatchObject({ regime: 'reverseCharge', rateBp: 0, billingAddressComplete: true });
    expect(summary.totals.vatCents).toBe(0);
  });

  it('lets nobody else read or change the basket', async () => {
    const before = await basketOf(o.ada);
    const entry = before.submissions[0]!;
    const superstamp = before.superStamps[0]!;
    const attempts = [
      await call(o.bob, 'GET', `customer/${o.ada.Id}/basket`),
      await call(o.bob, 'GET', `customer/${o.ada.Id}/basket/calculate`),
      await call(o.bob, 'GET', `customer/${o.ada.Id}/submissions`),
      await call(o.bob, 'POST', `customer/${o.ada.Id}/basket/stamps`, {
        productId: products.get('stamp-1')!.Id,
        quantity: 1,
      }),
      await call(o.bob, 'PUT', 'customer/basket/submission/update', {
        FormuleId: FORMULA_IDS.buyStamp,
        SubmissionIds: [entry.IdInscription],
      }),
      await call(o.bob, 'DELETE', `customer/submissions/${entry.IdInscription}/remove`),
      await call(o.bob, 'DELETE', `customer/${o.bob.Id}/basket/items/${superstamp.Id}`),
      await call(o.bob, 'DELETE', `customer/${o.ada.Id}/submissions/remove-all`),
      await call(o.bob, 'POST', `customer/${o.bob.Id}/basket/superstamps`, {
        productId: products.get('superstamp-6')!.Id,
        IdFilm: entry.IdFilm,
        confirmIrreversible: true,
      }),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual(attempts.map(() => 404));
    expect(await basketOf(o.ada)).toEqual(before);
    expect((await basketOf(o.bob)).count).toBe(0);
    const signedOut = await o.t.app.inject({ url: `/order-api/customer/${o.ada.Id}/basket` });
    expect(signedOut.statusCode).toBe(401);
  });

  it('removes one entry, then all', async () => {
    const before = await basketOf(o.ada);
    const first = before.submissions[0]!.IdInscription;
    expect((await call(o.ada, 'DELETE', `customer/submissions/${first}/remove`)).statusCode).toBe(200);
    expect((await call(o.ada, 'DELETE', `customer/submissions/${first}/remove`)).statusCode).toBe(404);
    const all = await call(o.ada, 'DELETE', `customer/${o.ada.Id}/submissions/remove-all`);
    expect(all.json()).toEqual({ removed: before.submissions.length - 1 });
    expect((await basketOf(o.ada)).submissions).toEqual([]);
  });
});
