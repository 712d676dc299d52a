import { commande, paiement } from '@shortlist/db/schema/orders';
import type { Order } from '@shortlist/domain/orders/api-contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileValues } from '../../test/hostile-values.ts';
import {
  addBooklet as addSteppedBooklet,
  createOrderTest,
  type OpenSections,
  type OrderTest,
} from '../../test/order-steps.ts';
import type { Customer } from '../../test/order-test-app.ts';

let o: OrderTest;
let origin: string;
let sections: OpenSections;

beforeAll(async () => {
  o = await createOrderTest();
  origin = new URL(o.t.app.ctx.config.publicUrl).origin;
  sections = await o.openSections();
  for (const who of [o.ada, o.bob]) await o.saveBilling(who);
});
afterAll(() => o.close());

/**
 * The pay form as a browser posts it: the session cookie (no CSRF header: a form cannot set
 * one), form-encoded fields, and the page's Origin.
 */
function postForm(
  who: Customer,
  fields: Record<string, string>,
  options: { path?: number; origin?: string | null } = {},
) {
  const sentOrigin = options.origin === undefined ? origin : options.origin;
  return o.t.app.inject({
    method: 'POST',
    url: `/order-api/customer/${options.path ?? who.Id}/pay`,
    headers: {
      cookie: who.signed.cookie,
      'content-type': 'application/x-www-form-urlencoded',
      ...(sentOrigin === null ? {} : { origin: sentOrigin }),
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

const payload = (who: Customer, values: Record<string, unknown> = {}) =>
  JSON.stringify({ Id: who.Id, method: 'creditCard', acceptTerms: true, ...values });

const addBooklet = (who: Customer) => addSteppedBooklet(o, who);

async function ordersOf(who: Customer): Promise<number> {
  const [row] = await o.database.db
    .select({ n: count() })
    .from(commande)
    .where(eq(commande.IdCompte, who.Id));
  return row!.n;
}

async function paymentsCount(): Promise<number> {
  const [row] = await o.database.db.select({ n: count() }).from(paiement);
  return row!.n;
}

describe('form POST customer/{id}/pay', () => {
  it("places the order and answers 303 to the provider's hosted page", async () => {
    await addBooklet(o.ada);
    const response = await postForm(o.ada, { payload: payload(o.ada), csrf: o.ada.signed.csrf });
    expect(response.statusCode, response.body).toBe(303);
    const location = response.headers.location as string;
    expect(location).toContain('/sandbox-provider/pay/tr_');
    const orders = (await o.call(o.ada, 'POST', 'customer/orders/filter/0/999', { id: o.ada.Id })).json() as {
      items: Order[];
    };
    expect(orders.items[0]).toMatchObject({ status: 'open', method: 'creditCard', checkoutUrl: location });
  });

  it('answers 303 to the confirmation page when the stamps pay it all', async () => {
    const IdFilm = await o.insertFilm(o.bob.Id);
    await o.putEntries(o.bob.Id, [{ IdFilm, IdCampagneSection: sections.free[0]! }]);
    await o.grantStamps(o.bob.Id, 1);
    const response = await postForm(o.bob, {
      payload: payload(o.bob, { method: 'balance' }),
      csrf: o.bob.signed.csrf,
    });
    expect(response.statusCode, response.body).toBe(303);
    const id = /^\/en\/confirm\/(\d+)$/.exec(response.headers.location as string)?.[1];
    expect(id).toBeDefined();
    const order = (await o.call(o.bob, 'GET', `orders/${id}/confirm/calculate`)).json() as Order;
    expect(order).toMatchObject({ status: 'paid', method: 'balance' });
  });

  it("refuses another customer's id, in the path or in the payload, writing nothing", async () => {
    await addBooklet(o.ada);
    const before = await ordersOf(o.ada);
    const inPath = await postForm(
      o.bob,
      { payload: payload(o.ada), csrf: o.bob.signed.csrf },
      { path: o.ada.Id },
    );
    expect(inPath.statusCode).toBe(404);
    expect(inPath.json()).toMatchObject({ code: 'NOT_FOUND' });
    const inPayload = await postForm(o.bob, { payload: payload(o.ada), csrf: o.bob.signed.csrf });
    expect(inPayload.statusCode).toBe(404);
    expect(await ordersOf(o.ada)).toBe(before);
    expect(await ordersOf(o.bob)).toBe(1);
    // Ada's booklet is still in her basket, for her own checkout.
    const basket = (await o.call(o.ada, 'GET', `customer/${o.ada.Id}/basket`)).json() as {
      count: number;
    };
    expect(basket.count).toBe(1);
  });

  it('refuses a cross-site form: a foreign Origin, no Origin, no or a wrong CSRF field', async () => {
    const before = await paymentsCount();
    const fields = { payload: payload(o.ada), csrf: o.ada.signed.csrf };
    const refusals = [
      await postForm(o.ada, fields, { origin: 'https://evil.example' }),
      // A sibling subdomain is the same site (the SameSite cookie goes along) but not our origin.
      await postForm(o.ada, fields, { origin: origin.replace('://', '://shop.') }),
      await postForm(o.ada, fields, { origin: 'null' }),
      await postForm(o.ada, fields, { origin: null }),
      await postForm(o.ada, { payload: payload(o.ada) }),
      await postForm(o.ada, { payload: payload(o.ada), csrf: o.bob.signed.csrf }),
    ];
    for (const response of refusals) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ code: 'CSRF_INVALID' });
    }
    expect(await paymentsCount()).toBe(before);
  });

  it('refuses a malformed or hostile payload with a 400 and a code, writing nothing', async () => {
    const before = { orders: await ordersOf(o.ada), payments: await paymentsCount() };
    const hostile = [
      'not json',
      '{"Id":',
      `${'['.repeat(5000)}${']'.repeat(5000)}`,
      '[]',
      '"abc"',
      'null',
      payload(o.ada, { acceptTerms: false }),
      payload(o.ada, { method: 'cheque' }),
      payload(o.ada, { extra: 1 }),
      `{"__proto__":{"isAdmin":true},${payload(o.ada).slice(1)}`,
      payload(o.ada, { SubmissionIds: [] }),
      ...hostileValues('id').map(({ value }) => payload(o.ada, { Id: value })),
      ...hostileValues('text').map(({ value }) => payload(o.ada, { method: value })),
    ];
    for (const text of hostile) {
      const response = await postForm(o.ada, { payload: text, csrf: o.ada.signed.csrf });
      expect([400, 404, 413], `${text.slice(0, 60)}: ${response.body.slice(0, 200)}`).toContain(
        response.statusCode,
      );
      expect(typeof response.json().code).toBe('string');
    }
    const extraField = await postForm(o.ada, {
      payload: payload(o.ada),
      csrf: o.ada.signed.csrf,
      admin: '1',
    });
    expect(extraField.statusCode).toBe(400);
    const noPayload = await postForm(o.ada, { csrf: o.ada.signed.csrf });
    expect(noPayload.statusCode).toBe(400);
    expect(noPayload.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const notJson = await postForm(o.ada, { payload: '{', csrf: o.ada.signed.csrf });
    expect(notJson.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ path: 'payload', code: 'JSON_INVALID' }],
    });
    expect({ orders: await ordersOf(o.ada), payments: await paymentsCount() }).toEqual(before);
  });

  it('takes the same fields as JSON with the CSRF header (a script)', async () => {
    await addBooklet(o.ada);
    const response = await o.call(o.ada, 'POST', `customer/${o.ada.Id}/pay`, {
      payload: payload(o.ada),
    });
    expect(response.statusCode, response.body).toBe(303);
    expect(response.headers.location).toContain('/sandbox-provider/pay/tr_');
  });

  it('is in the OpenAPI document with both bodies, so the fuzz test of hostile values probes it', async () => {
    await o.t.app.ready();
    const document = o.t.app.swagger() as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
    };
    const operation = document.paths['/order-api/customer/{id}/pay']?.post;
    expect(Object.keys(operation?.requestBody?.content ?? {}).sort()).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
    ]);
  });

  it('the same basket posted from several tabs at once is ordered once', async () => {
    const { ada } = o;
    const before = await ordersOf(ada);
    await addSteppedBooklet(o, ada);
    const fields = { payload: payload(ada), csrf: ada.signed.csrf };
    const answers = await Promise.all(Array.from({ length: 5 }, () => postForm(ada, fields)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 303)).toHaveLength(1);
    // The others find the basket taken (409) or already empty (409 BASKET_EMPTY).
    expect(statuses.filter((s) => s !== 303).every((s) => s === 409)).toBe(true);
    expect(await ordersOf(ada)).toBe(before + 1);
  });
});
