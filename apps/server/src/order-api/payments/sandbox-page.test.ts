import { commande, facture, sandboxPaiement } from '@shortlist/db/schema/orders';
import type { Basket } from '@shortlist/domain/orders/api-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_IN_PRODUCTION_OVERRIDE } from '../../platform/config.ts';
import {
  addBooklet,
  createOrderTest,
  type OrderTest,
  openSandboxPage,
  placeOrder,
  settleOnSandbox,
} from '../../test/order-steps.ts';
import { type Customer, NOW } from '../../test/order-test-app.ts';
import { PRODUCTION_ENV } from '../../test/production-env.ts';
import { PASSWORD } from '../../test/test-accounts.ts';
import { createTestApp } from '../../test/test-app.ts';

/**
 * Issue 29: the sandbox's pay button takes no money, so its page settles only an order of the
 * signed-in account that placed it, and in production it does not exist (but on a staging server
 * that says so by ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION).
 */
let o: OrderTest;

beforeAll(async () => {
  o = await createOrderTest();
  for (const who of [o.ada, o.bob]) await o.saveBilling(who);
});
afterAll(() => o.close());

/** Ada's card order of one 10-stamp booklet (a cancelled order's booklet is back in her basket). */
async function adaCardOrder() {
  const basket = (await o.call(o.ada, 'GET', `customer/${o.ada.Id}/basket`)).json() as Basket;
  if (basket.booklets.length === 0) await addBooklet(o, o.ada);
  const { order, paymentId } = await placeOrder(o, o.ada);
  return { order, paymentId: paymentId! };
}

/** Nothing settled: the payment open at the sandbox, the order open, no stamps, no invoice. */
async function expectUnsettled(orderId: number, paymentId: string, stampBalance: number) {
  const [payment] = await o.database.db
    .select()
    .from(sandboxPaiement)
    .where(eq(sandboxPaiement.Id, paymentId));
  expect(payment?.Statut).toBe('open');
  const [order] = await o.database.db.select().from(commande).where(eq(commande.Id, orderId));
  expect(order?.Statut).toBe('open');
  expect(await o.database.db.select().from(facture).where(eq(facture.IdCommande, orderId))).toEqual([]);
  const basket = (await o.call(o.ada, 'GET', `customer/${o.ada.Id}/basket`)).json() as Basket;
  expect(basket.stampBalance).toBe(stampBalance);
}

const balanceOf = async (who: Customer) =>
  ((await o.call(who, 'GET', `customer/${who.Id}/basket`)).json() as Basket).stampBalance;

describe("the sandbox page pays only the signed-in account's own order", () => {
  it("refuses another account's order: a refusal page in their language, nothing settled", async () => {
    const before = await balanceOf(o.ada);
    const { order, paymentId } = await adaCardOrder();

    const page = await openSandboxPage(o, paymentId, 'fr', o.bob);
    expect(page.statusCode).toBe(403);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('Seul le compte connecté qui a passé cette commande');
    // Neither the amount nor a button.
    expect(page.body).not.toContain('36,00');
    expect(page.body).not.toContain('<form');

    for (const action of ['pay', 'fail', 'cancel', 'expire'] as const) {
      const pressed = await settleOnSandbox(o, paymentId, action, o.bob);
      expect(pressed.statusCode, action).toBe(403);
      expect(pressed.body).toContain('Only the signed-in account that placed this order');
    }
    await expectUnsettled(order.Id, paymentId, before);

    // Its owner still pays it.
    expect((await settleOnSandbox(o, paymentId, 'pay', o.ada)).statusCode).toBe(303);
    expect(await balanceOf(o.ada)).toBe(before + 10);
  });

  it('refuses an anonymous visitor and a form without its CSRF value', async () => {
    const before = await balanceOf(o.ada);
    const { order, paymentId } = await adaCardOrder();

    const anonymousPage = await o.t.app.inject({ url: `/sandbox-provider/pay/${paymentId}?lang=es` });
    expect(anonymousPage.statusCode).toBe(403);
    expect(anonymousPage.body).toContain('Solo la cuenta conectada que hizo este pedido');
    const anonymous = await o.t.app.inject({
      method: 'POST',
      url: `/sandbox-provider/pay/${paymentId}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(anonymous.statusCode).toBe(403);

    // Ada's cookie, but a form posted by another page: no `csrf` field.
    const forged = await o.t.app.inject({
      method: 'POST',
      url: `/sandbox-provider/pay/${paymentId}/pay`,
      headers: { cookie: o.ada.signed.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 'CSRF_INVALID' });
    await expectUnsettled(order.Id, paymentId, before);

    expect((await settleOnSandbox(o, paymentId, 'cancel')).statusCode).toBe(303);
  });

  it('answers 404 for a payment it does not know', async () => {
    expect((await settleOnSandbox(o, 'tr_unknown', 'pay', o.ada)).statusCode).toBe(404);
  });
});

describe('the sandbox page in production', () => {
  it('is not there: POST /sandbox-provider/pay/{id}/pay answers 404 and settles nothing', async () => {
    const before = await balanceOf(o.ada);
    const { order, paymentId } = await adaCardOrder();
    const production = await createTestApp({
      database: o.database,
      now: () => NOW,
      env: { ...PRODUCTION_ENV, LOG_LEVEL: 'silent' },
    });
    try {
      for (const id of ['x', paymentId]) {
        const pressed = await production.app.inject({
          method: 'POST',
          url: `/sandbox-provider/pay/${id}/pay`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: '',
        });
        expect(pressed.statusCode, id).toBe(404);
      }
      const page = await production.app.inject({ url: `/sandbox-provider/pay/${paymentId}` });
      expect(page.body).not.toContain('Sandbox payment');
    } finally {
      await production.close();
    }
    await expectUnsettled(order.Id, paymentId, before);
    expect((await settleOnSandbox(o, paymentId, 'cancel')).statusCode).toBe(303);
  });

  it('is there on a staging server that says so, for the order’s own account only', async () => {
    const before = await balanceOf(o.ada);
    const { order, paymentId } = await adaCardOrder();
    // On the test's clock: a sign-in there tidies the sessions ended by its own clock.
    const staging = await createTestApp({
      database: o.database,
      now: () => NOW,
      env: {
        ...PRODUCTION_ENV,
        LOG_LEVEL: 'silent',
        PAYMENT_PROVIDER: 'sandbox',
        ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: SANDBOX_IN_PRODUCTION_OVERRIDE,
      },
    });
    try {
      const url = `/sandbox-provider/pay/${paymentId}/pay`;
      expect((await staging.app.inject({ method: 'POST', url })).statusCode).toBe(403);
      const signIn = async (login: string) => {
        const answer = await staging.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'x-session-mode': 'token' },
          payload: { Login: login, Password: PASSWORD },
        });
        return { authorization: `Bearer ${answer.headers['x-session-token']}` };
      };
      const bob = await signIn(o.bob.login);
      expect((await staging.app.inject({ method: 'POST', url, headers: bob })).statusCode).toBe(403);
      await expectUnsettled(order.Id, paymentId, before);
      const ada = await signIn(o.ada.login);
      expect((await staging.app.inject({ method: 'POST', url, headers: ada })).statusCode).toBe(303);
    } finally {
      await staging.close();
    }
    expect(await balanceOf(o.ada)).toBe(before + 10);
  });
});
