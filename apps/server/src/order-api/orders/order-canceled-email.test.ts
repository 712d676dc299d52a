import { compte } from '@shortlist/db/schema/accounts';
import type { PlacedOrder } from '@shortlist/domain/orders/api-contracts';
import type { Product } from '@shortlist/domain/orders/catalogue';
import { PAYMENT_LINK_MS, TRANSFER_WAIT_MS } from '@shortlist/domain/orders/order-state';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrderTest, type OrderTest, settleOnSandbox } from '../../test/order-steps.ts';
import { type Customer, NOW } from '../../test/order-test-app.ts';
import { decodeQuotedPrintable, type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture.ts';
import { insertAccount, signInAs } from '../../test/test-accounts.ts';
import { expireOrders } from '../payments/expire-orders.ts';
import { expireTransferOrders } from '../payments/expire-transfer-orders.ts';
import { createSandboxProvider } from '../payments/sandbox-provider.ts';
import { payMixedOrder } from './refund-test-order.ts';

/*
 * Spec §4 "canceled, a summary email follows": every way an order ends unpaid or refunded (the
 * customer cancels, the 3-hour link expires, the transfer never comes in 14 days, an operator
 * refunds) queues one summary in the account's language, sent through a real SMTP server.
 */
const TOKEN = 'operator-token-for-cancel-emails-0123456789';
const LANGUAGE_ID = { en: 6, fr: 13, es: 19, it: 33, pt: 9 } as const;
let o: OrderTest;
let smtp: SmtpCapture;

beforeAll(async () => {
  o = await createOrderTest({ env: { OPERATOR_TOKEN: TOKEN, PUBLIC_URL: 'http://films.test:8080' } });
  smtp = await startSmtpCapture();
});
afterAll(async () => {
  await smtp.close();
  await o.close();
});

async function customer(login: string, language: keyof typeof LANGUAGE_ID): Promise<Customer> {
  const Id = await insertAccount(o.t, login);
  await o.database.db.update(compte).set({ IdLangue: LANGUAGE_ID[language] }).where(eq(compte.Id, Id));
  const who = { Id, login, signed: await signInAs(o.t.app, login) };
  await o.saveBilling(who);
  return who;
}

async function placeBooklet(who: Customer, method: 'creditCard' | 'bankTransfer'): Promise<PlacedOrder> {
  const products = (await o.t.app.inject({ url: '/order-api/products/active' })).json() as Product[];
  const booklet = products.find((p) => p.code === 'stamp-5')!;
  await o.call(who, 'POST', `customer/${who.Id}/basket/stamps`, {
    productId: booklet.Id,
    quantity: 1,
  });
  const placed = await o.call(who, 'POST', 'customer/orders/place', {
    Id: who.Id,
    method,
    acceptTerms: true,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json() as PlacedOrder;
}

/** Undoes quoted-printable soft breaks and escapes, and MIME-encoded subjects' base64 is left as is. */
it('sends one summary in the account language whenever an order is cancelled, expires or is refunded', async () => {
  const db = o.database.db;
  const provider = createSandboxProvider({ db, publicUrl: o.t.config.publicUrl });
  const publicUrl = o.t.config.publicUrl;

  const chloe = await customer('chloe@example.com', 'fr');
  const cancelled = await placeBooklet(chloe, 'creditCard');
  const paymentId = cancelled.redirectUrl.split('/').pop()!.split('?')[0]!;
  const cancel = await o.call(chloe, 'DELETE', `payments/${paymentId}/order/${cancelled.order.Id}/cancel`);
  expect(cancel.statusCode, cancel.body).toBe(200);

  const diego = await customer('diego@example.com', 'es');
  const expiring = await placeBooklet(diego, 'creditCard');
  expect(
    await expireOrders(db, { provider, now: new Date(NOW.getTime() + PAYMENT_LINK_MS + 1000), publicUrl }),
  ).toBe(1);

  const emma = await customer('emma@example.com', 'en');
  const transfer = await placeBooklet(emma, 'bankTransfer');
  expect(
    await expireTransferOrders(db, { now: new Date(NOW.getTime() + TRANSFER_WAIT_MS + 1000), publicUrl }),
  ).toBe(1);

  const paolo = await customer('paolo@example.com', 'it');
  const paid = await payMixedOrder(o, paolo);
  const refunded = await o.t.app.inject({
    method: 'POST',
    url: '/operator-api/commands/refund-order',
    headers: { authorization: `Bearer ${TOKEN}` },
    payload: { order: paid.Id },
  });
  expect(refunded.statusCode, refunded.body).toBe(200);
  const creditNotes = refunded.json().result.creditNotes as string[];

  // A second pass finds nothing more to do and queues nothing.
  expect(
    await expireTransferOrders(db, { now: new Date(NOW.getTime() + TRANSFER_WAIT_MS + 2000), publicUrl }),
  ).toBe(0);

  await smtp.deliver(db);
  const to = (login: string) =>
    smtp.received.filter((m) => m.to.includes(login)).map((m) => decodeQuotedPrintable(m.raw));

  const summaryOf = (login: string, reference: string, marker: string) => {
    const found = to(login).filter((body) => body.includes(marker));
    expect(found, `${login}: ${to(login).join('\n---\n')}`).toHaveLength(1);
    expect(found[0]).toContain(reference);
    return found[0]!;
  };
  const fr = summaryOf(chloe.login, cancelled.order.reference, 'Comme vous l’avez demandé');
  expect(fr).toContain('de retour dans votre panier');
  expect(fr).toContain('http://films.test:8080/fr/');
  const es = summaryOf(diego.login, expiring.order.reference, 'caducó tras 3 horas');
  expect(es).toContain('No se te ha cobrado nada');
  const en = summaryOf(emma.login, transfer.order.reference, 'did not arrive within 14 days');
  expect(en).toContain('back in your basket');
  const italian = summaryOf(paolo.login, paid.reference, 'annullato dopo il pagamento');
  expect(italian).toContain(creditNotes.join(', '));
  expect(italian).toContain('Rimborsato tramite');
});

it('sends the summary when the order is cancelled or left to expire on the provider page, none for a failed card', async () => {
  const db = o.database.db;
  const paymentOf = (placed: PlacedOrder) => placed.redirectUrl.split('/').pop()!.split('?')[0]!;
  const settle = async (who: Customer, action: 'cancel' | 'expire' | 'fail') => {
    const placed = await placeBooklet(who, 'creditCard');
    const settled = await settleOnSandbox(o, paymentOf(placed), action, who);
    expect(settled.statusCode, settled.body).toBe(303);
    // The provider's webhook delivered again: still one summary.
    const again = await o.t.app.inject({
      method: 'POST',
      url: '/order-api/payments/webhook',
      payload: { id: paymentOf(placed) },
    });
    expect(again.statusCode, again.body).toBe(200);
    return placed;
  };
  const fatou = await customer('fatou@example.com', 'fr');
  const left = await settle(fatou, 'cancel');
  const gael = await customer('gael@example.com', 'en');
  const timedOut = await settle(gael, 'expire');
  const hana = await customer('hana@example.com', 'en');
  await settle(hana, 'fail');

  await smtp.deliver(db);
  const to = (login: string) =>
    smtp.received.filter((m) => m.to.includes(login)).map((m) => decodeQuotedPrintable(m.raw));
  const fr = to(fatou.login).filter((body) => body.includes('Comme vous l’avez demandé'));
  expect(fr, to(fatou.login).join('\n---\n')).toHaveLength(1);
  expect(fr[0]).toContain(left.order.reference);
  expect(fr[0]).toContain('de retour dans votre panier');
  const en = to(gael.login).filter((body) => body.includes('expired after 3 hours'));
  expect(en, to(gael.login).join('\n---\n')).toHaveLength(1);
  expect(en[0]).toContain(timedOut.order.reference);
  expect(to(hana.login).filter((body) => body.includes('back in your basket'))).toEqual([]);
});
