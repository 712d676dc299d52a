import { compte } from '@shortlist/db/schema/accounts';
import { commande, commandeStatut, paiement, timbreMouvement } from '@shortlist/db/schema/orders';
import { outboxEmail } from '@shortlist/db/schema/platform';
import { inscription } from '@shortlist/db/schema/submissions';
import type { Basket, Order, PlacedOrder } from '@shortlist/domain/orders/api-contracts';
import type { Product } from '@shortlist/domain/orders/catalogue';
import { SUBMISSION_STATUS } from '@shortlist/domain/submissions/submission-status';
import { asc, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobRunner, scheduleRecurringJobs } from '../../background-jobs.ts';
import { DEMO_TRANSFER_ACCOUNT } from '../../platform/config.ts';
import { AppError } from '../../platform/errors.ts';
import { createOrderTest, type OpenSections, type OrderTest } from '../../test/order-steps.ts';
import { type Customer, NOW } from '../../test/order-test-app.ts';
import { signInAs } from '../../test/test-accounts.ts';
import { placeOrder as placeOrderFor } from '../checkout/place-order.ts';
import { expireOrders } from './expire-orders.ts';
import { expireTransferOrders } from './expire-transfer-orders.ts';
import { createSandboxProvider } from './sandbox-provider.ts';

const TOKEN = 'operator-token-for-transfer-tests-0123456789';
const DAY = 24 * 3_600_000;

let o: OrderTest;
let clock = NOW;
let stamp10: Product;
let sections: OpenSections;

beforeAll(async () => {
  o = await createOrderTest({ now: () => clock, env: { OPERATOR_TOKEN: TOKEN } });
  sections = await o.openSections();
  const products = (await o.t.app.inject({ url: '/order-api/products/active' })).json() as Product[];
  stamp10 = products.find((p) => p.code === 'stamp-10')!;
  for (const who of [o.ada, o.bob]) await o.saveBilling(who);
});
afterAll(() => o.close());

const call = (who: Customer, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  o.call(who, method, url, payload);
const basketOf = async (who: Customer) =>
  (await call(who, 'GET', `customer/${who.Id}/basket`)).json() as Basket;
const markPaid = (payload: Record<string, unknown>) =>
  o.t.app.inject({
    method: 'POST',
    url: '/operator-api/commands/mark-transfer-paid',
    headers: { authorization: `Bearer ${TOKEN}` },
    payload,
  });

async function placeOrder(
  who: Customer,
  method: 'bankTransfer' | 'creditCard' = 'bankTransfer',
): Promise<PlacedOrder> {
  const added = await call(who, 'POST', `customer/${who.Id}/basket/stamps`, {
    productId: stamp10.Id,
    quantity: 1,
  });
  expect(added.statusCode, added.body).toBe(200);
  const placed = await call(who, 'POST', 'customer/orders/place', { Id: who.Id, method, acceptTerms: true });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json() as PlacedOrder;
}

describe('payment by bank transfer', () => {
  it('is listed by GET payments/status when switched on (the default outside production)', async () => {
    const status = await o.t.app.inject({ url: '/order-api/payments/status' });
    expect(status.json()).toEqual({
      provider: 'sandbox',
      methods: ['creditCard', 'applePay', 'paypal', 'bankTransfer'],
    });
  });

  it('places the order waiting for the transfer, with IBAN, BIC and reference shown and emailed', async () => {
    const { order, redirectUrl } = await placeOrder(o.ada);
    expect(order).toMatchObject({
      status: 'waitingForTransfer',
      method: 'bankTransfer',
      stateFlag: 2,
      checkoutUrl: null,
    });
    expect(order.totals.totalCents).toBe(3600);
    expect(order.bankTransfer).toEqual({ ...DEMO_TRANSFER_ACCOUNT, reference: order.reference });
    expect(order.expiresAt).toBe(new Date(NOW.getTime() + 14 * DAY).toISOString());
    // No provider page: the browser goes straight to the confirmation page.
    expect(redirectUrl).toBe(`/en/confirm/${order.Id}`);
    const audit = await o.database.db
      .select({ De: commandeStatut.De, Vers: commandeStatut.Vers, Auteur: commandeStatut.Auteur })
      .from(commandeStatut)
      .where(eq(commandeStatut.IdCommande, order.Id))
      .orderBy(asc(commandeStatut.Id));
    expect(audit).toEqual([
      { De: null, Vers: 'created', Auteur: 'customer' },
      { De: 'created', Vers: 'waitingForTransfer', Auteur: 'customer' },
    ]);
    const [email] = await o.database.db
      .select()
      .from(outboxEmail)
      .where(eq(outboxEmail.To, o.ada.login))
      .orderBy(desc(outboxEmail.Id))
      .limit(1);
    expect(email?.Subject).toContain(order.reference);
    expect(email?.Text).toContain('FR76 3000 6000 0112 3456 7890 189');
    expect(email?.Text).toContain(DEMO_TRANSFER_ACCOUNT.bic);
    expect(email?.Text).toContain(DEMO_TRANSFER_ACCOUNT.holder);
    expect(email?.Text).toContain('€36.00');
    const confirm = (await call(o.ada, 'GET', `orders/${order.Id}/confirm/calculate`)).json() as Order;
    expect(confirm.bankTransfer?.reference).toBe(order.reference);
    // Another account neither reads it nor finds it in its list.
    expect((await call(o.bob, 'GET', `orders/${order.Id}/confirm/calculate`)).statusCode).toBe(404);
  });

  it('is not cancelled by the 3-hour link expiry; the operator command pays it once', async () => {
    const before = (await basketOf(o.ada)).stampBalance;
    const { order } = await placeOrder(o.ada);
    const provider = createSandboxProvider({ db: o.database.db, publicUrl: o.t.config.publicUrl });
    const later = new Date(NOW.getTime() + 13 * DAY);
    expect(await expireOrders(o.database.db, { provider, now: later, publicUrl: o.t.config.publicUrl })).toBe(
      0,
    );
    expect(await expireTransferOrders(o.database.db, { now: later, publicUrl: o.t.config.publicUrl })).toBe(
      0,
    );

    const first = await markPaid({ order: order.Id, reference: `BANK-${order.Id}` });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result).toMatchObject({ orderId: order.Id, reference: order.reference, paid: true });
    const second = await markPaid({ order: order.Id });
    expect(second.statusCode).toBe(200);
    expect(second.json().result).toMatchObject({
      paid: false,
      message: expect.stringContaining('already paid'),
    });

    const paid = (await call(o.ada, 'GET', `orders/${order.Id}/confirm/calculate`)).json() as Order;
    expect(paid).toMatchObject({ status: 'paid', bankTransfer: null, expiresAt: null });
    expect((await basketOf(o.ada)).stampBalance).toBe(before + 10);
    const credits = await o.database.db
      .select()
      .from(timbreMouvement)
      .where(eq(timbreMouvement.IdCommande, order.Id));
    expect(credits.map((c) => c.Delta)).toEqual([10]);
    const payments = await o.database.db.select().from(paiement).where(eq(paiement.IdCommande, order.Id));
    expect(payments).toEqual([
      expect.objectContaining({
        Fournisseur: 'bankTransfer',
        IdFournisseur: `BANK-${order.Id}`,
        Statut: 'paid',
        Montant: 3600,
      }),
    ]);
    const audit = await o.database.db
      .select({ Vers: commandeStatut.Vers, Auteur: commandeStatut.Auteur })
      .from(commandeStatut)
      .where(eq(commandeStatut.IdCommande, order.Id))
      .orderBy(asc(commandeStatut.Id));
    expect(audit.at(-1)).toEqual({ Vers: 'paid', Auteur: 'operator' });
    expect(audit.filter((a) => a.Vers === 'paid')).toHaveLength(1);

    // One bank transfer never pays two orders.
    const { order: other } = await placeOrder(o.ada);
    const reused = await markPaid({ order: other.Id, reference: `BANK-${order.Id}` });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().fields[0].code).toBe('BANK_REFERENCE_USED');
    expect((await call(o.ada, 'GET', `orders/${other.Id}/confirm/calculate`)).json().status).toBe(
      'waitingForTransfer',
    );
  });

  it('refuses an order that is not waiting for a transfer, and an unknown one', async () => {
    const { order: card } = await placeOrder(o.bob, 'creditCard');
    const refused = await markPaid({ order: card.Id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT',
      fields: [expect.objectContaining({ code: 'NOT_A_TRANSFER' })],
    });
    expect((await call(o.bob, 'GET', `orders/${card.Id}/confirm/calculate`)).json().status).toBe('open');

    const { order: transfer } = await placeOrder(o.bob);
    const cancelled = await call(o.bob, 'DELETE', `payments/-/order/${transfer.Id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);
    const late = await markPaid({ order: transfer.Id });
    expect(late.statusCode).toBe(409);
    expect(late.json().fields[0].code).toBe('NOT_WAITING_FOR_TRANSFER');
    expect((await call(o.bob, 'GET', `orders/${transfer.Id}/confirm/calculate`)).json().status).toBe(
      'canceled',
    );

    expect((await markPaid({ order: 999_999 })).statusCode).toBe(404);
    expect((await markPaid({ order: 'x' })).statusCode).toBe(400);
    expect((await markPaid({ order: transfer.Id, extra: 1 })).statusCode).toBe(400);
  });

  it('cancels a transfer still unpaid after 14 days: entries and stamps back in the basket', async () => {
    await o.grantStamps(o.bob.Id, 1);
    const IdFilm = await o.insertFilm(o.bob.Id, { TitreOriginal: 'Never paid' });
    const [entry] = await o.putEntries(o.bob.Id, [{ IdFilm, IdCampagneSection: sections.paid[0]!.Id }]);
    const stampsBefore = (await basketOf(o.bob)).stampBalance;
    const { order } = await placeOrder(o.bob);
    expect(order.totals.stampsUsed).toBe(1);
    const [held] = await o.database.db.select().from(inscription).where(eq(inscription.Id, entry!));
    expect(held?.IsPaiementAttente).toBe(true);
    expect(
      await expireTransferOrders(o.database.db, {
        now: new Date(NOW.getTime() + 14 * DAY - 1000),
        publicUrl: o.t.config.publicUrl,
      }),
    ).toBe(0);

    clock = new Date(NOW.getTime() + 14 * DAY + 60_000);
    const jobs = {
      db: o.database.db,
      publicUrl: o.t.config.publicUrl,
      now: () => clock,
      only: 'order-api' as const,
    };
    await scheduleRecurringJobs(jobs);
    expect(await createJobRunner(jobs).runDue()).toBe(1);
    o.bob.signed = await signInAs(o.t.app, o.bob.login);
    expect((await call(o.bob, 'GET', `orders/${order.Id}/confirm/calculate`)).json()).toMatchObject({
      status: 'canceled',
      bankTransfer: null,
    });
    const basket = await basketOf(o.bob);
    expect(basket.stampBalance).toBe(stampsBefore);
    expect(basket.submissions.map((s) => s.IdInscription)).toContain(entry);
    const [released] = await o.database.db.select().from(inscription).where(eq(inscription.Id, entry!));
    expect(released?.Statut).not.toBe(SUBMISSION_STATUS.sent);
    const audit = await o.database.db
      .select({ Vers: commandeStatut.Vers, Auteur: commandeStatut.Auteur })
      .from(commandeStatut)
      .where(eq(commandeStatut.IdCommande, order.Id))
      .orderBy(asc(commandeStatut.Id));
    expect(audit.at(-1)).toEqual({ Vers: 'canceled', Auteur: 'job' });
    // The operator then finds it no longer waiting.
    expect((await markPaid({ order: order.Id })).statusCode).toBe(409);
    clock = NOW;
  });
});

describe('bank transfer not offered', () => {
  it('answers METHOD_UNAVAILABLE and writes nothing (BANK_TRANSFER off: no account configured)', async () => {
    const [account] = await o.database.db.select().from(compte).where(eq(compte.Id, o.ada.Id));
    const added = await call(o.ada, 'POST', `customer/${o.ada.Id}/basket/stamps`, {
      productId: stamp10.Id,
      quantity: 1,
    });
    expect(added.statusCode, added.body).toBe(200);
    const orders = await o.database.db.select({ n: count() }).from(commande);
    const { booklets } = await basketOf(o.ada);
    expect(booklets.length).toBeGreaterThan(0);
    const error = await placeOrderFor(o.database.db, {
      account: account!,
      request: { Id: o.ada.Id, method: 'bankTransfer', acceptTerms: true },
      language: 'en',
      now: NOW,
      provider: createSandboxProvider({ db: o.database.db, publicUrl: o.t.config.publicUrl }),
      publicUrl: o.t.config.publicUrl,
      bankTransfer: null,
      seller: o.t.config.invoiceSeller,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).fields?.[0]?.code).toBe('METHOD_UNAVAILABLE');
    expect(await o.database.db.select({ n: count() }).from(commande)).toEqual(orders);
    expect((await basketOf(o.ada)).booklets).toEqual(booklets);
  });
});
