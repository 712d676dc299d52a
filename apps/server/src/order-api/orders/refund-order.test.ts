import { film } from '@shortlist/db/schema/films';
import {
  commandeStatut,
  facture,
  paiement,
  sandboxRemboursement,
  versementFestival,
} from '@shortlist/db/schema/orders';
import { outboxEmail } from '@shortlist/db/schema/platform';
import { inscription } from '@shortlist/db/schema/submissions';
import type { Order, PlacedOrder } from '@shortlist/domain/orders/api-contracts';
import type { Product } from '@shortlist/domain/orders/catalogue';
import { SUBMISSION_STATUS } from '@shortlist/domain/submissions/submission-status';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderTest, type OrderTest } from '../../test/order-steps.ts';
import { NOW } from '../../test/order-test-app.ts';
import { moveStamps, stampBalance } from '../stamps/stamp-ledger.ts';
import { payMixedOrder } from './refund-test-order.ts';

const TOKEN = 'operator-token-for-refund-tests-0123456789';
let o: OrderTest;

beforeAll(async () => {
  o = await createOrderTest({
    env: {
      OPERATOR_TOKEN: TOKEN,
      INVOICE_SELLER_NAME: 'Festivals Réunis SARL',
      INVOICE_SELLER_ADDRESS: '3 quai du Cinéma|69002 Lyon',
      INVOICE_SELLER_COUNTRY: 'FR',
      INVOICE_SELLER_VAT: 'FR83404833048',
    },
  });
  await o.saveBilling(o.ada);
  await o.saveBilling(o.bob, 'Bob Marley');
});
afterAll(() => o.close());

const refund = (order: number, reason?: string) =>
  o.t.app.inject({
    method: 'POST',
    url: '/operator-api/commands/refund-order',
    headers: { authorization: `Bearer ${TOKEN}` },
    payload: reason ? { order, reason } : { order },
  });

describe('refund-order', () => {
  it('refunds a paid order: credit notes mirror the invoices, stamps, entries, SuperStamp and money reversed, one email', async () => {
    const order = await payMixedOrder(o, o.ada);
    const db = o.database.db;
    expect(await stampBalance(db, { accountId: o.ada.Id })).toBe(10);
    const entryIds = order.lines.filter((l) => l.kind === 'entryFee').map((l) => l.IdInscription!);
    expect(
      await db.select().from(versementFestival).where(eq(versementFestival.IdCommande, order.Id)),
    ).toHaveLength(2);

    const first = await refund(order.Id, 'Festival cancelled its edition');
    expect(first.statusCode, first.body).toBe(200);
    const answer = first.json().result;
    expect(answer).toMatchObject({
      refunded: true,
      withdrawnEntries: 2,
      keptEntries: 0,
      manualRefundCents: 0,
    });
    expect(answer.providerRefundCents).toBe(order.totals.totalCents);
    const year = NOW.getUTCFullYear();
    // Gap-free from the first of the year, one per invoice (the order's own and one per festival).
    expect(answer.creditNotes).toEqual(
      order.invoices.map((_, i) => `CN-${year}-${String(i + 1).padStart(6, '0')}`),
    );

    const view = (await o.call(o.ada, 'GET', `orders/${order.Id}/confirm/calculate`)).json() as Order;
    expect(view.status).toBe('refunded');
    const rows = await db
      .select()
      .from(facture)
      .where(eq(facture.IdCommande, order.Id))
      .orderBy(asc(facture.Id));
    const invoices = rows.filter((r) => r.Kind === 'invoice');
    const notes = rows.filter((r) => r.Kind === 'creditNote');
    expect(notes).toHaveLength(invoices.length);
    for (const note of notes) {
      const invoice = invoices.find((i) => i.Id === note.IdFactureOrigine)!;
      expect(note.MontantHT + invoice.MontantHT).toBe(0);
      expect(note.MontantTva + invoice.MontantTva).toBe(0);
      expect(note.MontantTTC + invoice.MontantTTC).toBe(0);
      expect(note.IdFestival).toBe(invoice.IdFestival);
    }
    // The configured seller, kept on the order, is on every invoice and credit note.
    for (const row of rows) {
      expect((row.Document as { seller: unknown }).seller).toEqual({
        name: 'Festivals Réunis SARL',
        addressLines: ['3 quai du Cinéma', '69002 Lyon'],
        countryIso2: 'FR',
        vatNumber: 'FR83404833048',
        registration: null,
        isCompany: true,
      });
    }
    expect(notes.reduce((sum, n) => sum + n.MontantTTC, 0)).toBe(-order.totals.totalCents);

    expect(await stampBalance(db, { accountId: o.ada.Id })).toBe(0);
    const entries = await db.select().from(inscription).where(inArray(inscription.Id, entryIds));
    expect(entries.map((e) => e.Statut)).toEqual([SUBMISSION_STATUS.cancelled, SUBMISSION_STATUS.cancelled]);
    // The payout lines stay and each gets its reversal, dated by the refund: they add up to nothing.
    const payouts = await db
      .select()
      .from(versementFestival)
      .where(eq(versementFestival.IdCommande, order.Id))
      .orderBy(asc(versementFestival.Id));
    expect(payouts.map((p) => p.Type)).toEqual(['entry', 'entry', 'refund', 'refund']);
    for (const reversal of payouts.filter((p) => p.Type === 'refund')) {
      const original = payouts.find((p) => p.Id === reversal.IdVersementOrigine)!;
      expect(original.Type).toBe('entry');
      expect(reversal.MontantFrais).toBe(-original.MontantFrais);
      expect(reversal.MontantVersement).toBe(-original.MontantVersement);
    }
    expect(payouts.reduce((sum, p) => sum + p.MontantVersement, 0)).toBe(0);
    const superFilm = order.lines.find((l) => l.kind === 'superStamp')!.IdFilm!;
    const [filmRow] = await db.select().from(film).where(eq(film.Id, superFilm));
    expect(filmRow!.DateExpirationSuperTimbre).toBeNull();

    const [payment] = await db.select().from(paiement).where(eq(paiement.IdCommande, order.Id));
    expect(payment!.Statut).toBe('refunded');
    const sandbox = await db
      .select()
      .from(sandboxRemboursement)
      .where(eq(sandboxRemboursement.IdPaiement, payment!.IdFournisseur));
    expect(sandbox.map((r) => r.Montant)).toEqual([order.totals.totalCents]);
    const [audit] = await db
      .select()
      .from(commandeStatut)
      .where(and(eq(commandeStatut.IdCommande, order.Id), eq(commandeStatut.Vers, 'refunded')));
    expect(audit).toMatchObject({ De: 'paid', Auteur: 'operator', Motif: 'Festival cancelled its edition' });

    const emails = await db.select().from(outboxEmail).where(eq(outboxEmail.To, o.ada.login));
    const summary = emails.filter((e) => e.Text.includes(answer.creditNotes[0]));
    expect(summary).toHaveLength(1);
    expect(summary[0]!.Subject).toContain(order.reference);
    expect(summary[0]!.Text).toContain(answer.creditNotes.join(', '));

    // Again: nothing changes, the provider is not asked for a second refund.
    const second = await refund(order.Id);
    expect(second.statusCode).toBe(200);
    expect(second.json().result).toMatchObject({ refunded: false, creditNotes: [] });
    expect(await db.select().from(facture).where(eq(facture.IdCommande, order.Id))).toHaveLength(rows.length);
    expect(
      await db
        .select()
        .from(sandboxRemboursement)
        .where(eq(sandboxRemboursement.IdPaiement, payment!.IdFournisseur)),
    ).toHaveLength(1);
    expect(await stampBalance(db, { accountId: o.ada.Id })).toBe(0);
  });

  it('refuses when the stamps the order credited were spent, and changes nothing', async () => {
    const order = await payMixedOrder(o, o.bob);
    const db = o.database.db;
    await db.transaction((tx) =>
      moveStamps(tx, { accountId: o.bob.Id, delta: -4, reason: 'checkout', orderId: null, now: NOW }),
    );
    const refused = await refund(order.Id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().fields).toEqual([expect.objectContaining({ code: 'REFUND_STAMPS_SPENT' })]);
    const view = (await o.call(o.bob, 'GET', `orders/${order.Id}/confirm/calculate`)).json() as Order;
    expect(view.status).toBe('paid');
    expect(view.invoices.every((i) => i.kind === 'invoice')).toBe(true);
    expect(await stampBalance(db, { accountId: o.bob.Id })).toBe(6);
    const [payment] = await db.select().from(paiement).where(eq(paiement.IdCommande, order.Id));
    expect(payment!.Statut).toBe('paid');
  });

  it('refuses an order that is not paid, and answers 404 for an unknown one', async () => {
    const products = (await o.t.app.inject({ url: '/order-api/products/active' })).json() as Product[];
    const booklet = products.find((p) => p.code === 'stamp-5')!;
    await o.call(o.bob, 'POST', `customer/${o.bob.Id}/basket/stamps`, {
      productId: booklet.Id,
      quantity: 1,
    });
    const placed = await o.call(o.bob, 'POST', 'customer/orders/place', {
      Id: o.bob.Id,
      method: 'bankTransfer',
      acceptTerms: true,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const waiting = (placed.json() as PlacedOrder).order;
    const refused = await refund(waiting.Id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().fields).toEqual([expect.objectContaining({ code: 'NOT_PAID' })]);
    const unknown = await refund(999_999);
    expect(unknown.statusCode).toBe(404);
    const bad = await refund(-1);
    expect(bad.statusCode).toBe(400);
  });
});
