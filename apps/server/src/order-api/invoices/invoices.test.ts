import { pays } from '@shortlist/db/schema/dictionaries';
import { commande, facture, factureCompteur } from '@shortlist/db/schema/orders';
import type { Language } from '@shortlist/domain/languages';
import type { Order } from '@shortlist/domain/orders/api-contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBooklet, createOrderTest, type OrderTest, placeAndPay } from '../../test/order-steps.ts';
import { type Customer, NOW } from '../../test/order-test-app.ts';
import { sweepOwnedOperations } from '../../test/owned-hostile-input.ts';
import { amountAfter, pdfText } from '../../test/pdf-text.ts';
import { insertAccount, signInAs } from '../../test/test-accounts.ts';
import { issueCreditNotes } from './issue-credit-notes.ts';
import { issueInvoices } from './issue-invoices.ts';

/*
 * Issue 15 "Done when": totals on invoices equal the order's lines to the cent, VAT included, for
 * a French individual, a German company with a valid VAT number and a customer outside the EU,
 * read back from the PDF's text; nobody else can download them; numbering without gaps.
 */

let o: OrderTest;
let cleo: Customer;
let paidSections: { Id: number; fee: number }[];

const call = (who: Customer, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  o.call(who, method, url, payload);

async function countryId(iso2: string): Promise<number> {
  const [row] = await o.database.db.select().from(pays).where(eq(pays.Iso2, iso2));
  return row!.Id;
}

async function saveBilling(who: Customer, payload: Record<string, unknown>) {
  const saved = await o.t.app.inject({
    method: 'PUT',
    url: '/api/compte/adresse-facturation',
    headers: who.signed.headers,
    payload,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** A 10-stamp booklet and two entries paid with a stamp bought now, by card, paid on the sandbox page. */
async function paidOrder(who: Customer): Promise<Order> {
  await addBooklet(o, who);
  const filmId = await o.insertFilm(who.Id, { TitreOriginal: 'Les Résistants' });
  await o.putEntries(
    who.Id,
    paidSections.slice(0, 2).map((section) => ({ IdFilm: filmId, IdCampagneSection: section.Id })),
  );
  return placeAndPay(o, who);
}

async function download(who: Customer, path: string, culture?: Language) {
  return o.t.app.inject({
    method: 'GET',
    url: culture ? `${path}?culture=${culture}` : path,
    headers: who.signed.headers,
  });
}

beforeAll(async () => {
  o = await createOrderTest();
  paidSections = (await o.openSections()).paid;
  expect(paidSections.length).toBeGreaterThanOrEqual(2);
  const cleoId = await insertAccount(o.t, 'cleo@example.com');
  cleo = { Id: cleoId, login: 'cleo@example.com', signed: await signInAs(o.t.app, 'cleo@example.com') };
  await saveBilling(o.ada, {
    Header: 'Adèle Lovelace',
    Line1: '12 rue des Films',
    ZipCode: '75011',
    City: 'Paris',
    CountryId: await countryId('FR'),
  });
  await saveBilling(o.bob, {
    Header: 'Analytische Filme GmbH',
    Line1: 'Friedrichstraße 100',
    ZipCode: '10117',
    City: 'Berlin',
    CountryId: await countryId('DE'),
    IsCompany: true,
    IsAssujetti: true,
    Intracom: 'DE136695976',
  });
  await saveBilling(cleo, {
    Header: 'Zoë Núñez',
    Line1: '1 Sunset Boulevard',
    ZipCode: '90028',
    City: 'Los Angeles',
    State: 'CA',
    CountryId: await countryId('US'),
  });
});
afterAll(() => o.close());

const cases = [
  { name: 'a French individual', who: () => o.ada, regime: 'domestic', language: 'fr' as const, vat: true },
  {
    name: 'a German company with a valid VAT number',
    who: () => o.bob,
    regime: 'reverseCharge',
    language: 'en' as const,
    vat: false,
  },
  {
    name: 'a customer outside the EU',
    who: () => cleo,
    regime: 'outsideEu',
    language: 'es' as const,
    vat: false,
  },
];

describe('invoices issued when an order is paid', () => {
  for (const c of cases) {
    it(`match the order to the cent, VAT included, read from the PDF: ${c.name}`, async () => {
      const who = c.who();
      const order = await paidOrder(who);
      expect(order.regime).toBe(c.regime);
      const festivals = [
        ...new Set(order.lines.filter((l) => l.kind === 'entryFee').map((l) => l.IdFestival)),
      ];
      // The order's own invoice (booklet, platform fees) and one per festival of its entry fees.
      expect(order.invoices.map((i) => [i.kind, i.festivalId])).toEqual([
        ['invoice', null],
        ...festivals.sort((a, b) => a! - b!).map((f) => ['invoice', f]),
      ]);
      expect(order.invoices[0]!.path).toBe(`/order-api/customer/${who.Id}/orders/${order.Id}/invoice`);
      let total = 0;
      let vat = 0;
      const labels = {
        fr: { total: 'Total TTC', vat: 'TVA 20 %', net: 'Total HT' },
        en: { total: 'Total including VAT', vat: 'VAT 0%', net: 'Total excluding VAT' },
        es: { total: 'Total con IVA', vat: 'IVA 0 %', net: 'Total sin IVA' },
      }[c.language];
      for (const link of order.invoices) {
        const response = await download(who, link.path, c.language);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.headers['content-disposition']).toBe(`attachment; filename="${link.number}.pdf"`);
        const text = await pdfText(response.rawPayload);
        expect(text).toContain(link.number);
        const documentTotal = amountAfter(text, labels.total, c.language);
        const net = amountAfter(text, labels.net, c.language);
        const documentVat = link.festivalId === null && c.vat ? amountAfter(text, labels.vat, c.language) : 0;
        expect(net + documentVat).toBe(documentTotal);
        // The orders page says each document's total and when it was issued (issue 32).
        expect(link.totalCents).toBe(documentTotal);
        expect(Date.parse(link.issuedAt)).toBeGreaterThanOrEqual(Date.parse(order.DateCreation));
        total += documentTotal;
        vat += documentVat;
      }
      expect(total).toBe(order.totals.totalCents);
      expect(vat).toBe(order.totals.vatCents);
      expect(total).toBe(order.lines.reduce((sum, l) => sum + l.netCents, 0) + order.totals.vatCents);
    });
  }

  it('prints accents with the embedded font and the legal mention of each regime', async () => {
    const [ada] = await o.database.db.select().from(commande).where(eq(commande.IdCompte, o.ada.Id));
    const adaOrder = (await call(o.ada, 'GET', `orders/${ada!.Id}/confirm/calculate`)).json() as Order;
    const fr = await pdfText((await download(o.ada, adaOrder.invoices[0]!.path, 'fr')).rawPayload);
    expect(fr).toContain('Facture INV-');
    expect(fr).toContain('Adèle Lovelace');
    expect(fr).toContain('Facturé à');
    // When and how it was paid (issue 32), in the reader's language.
    expect(fr).toMatch(
      /Payée le \d{1,2} \S+ \d{4} \((Carte|Solde de timbres|Virement bancaire|PayPal|Apple Pay)/,
    );
    const [bob] = await o.database.db.select().from(commande).where(eq(commande.IdCompte, o.bob.Id));
    const bobOrder = (await call(o.bob, 'GET', `orders/${bob!.Id}/confirm/calculate`)).json() as Order;
    const en = await pdfText((await download(o.bob, bobOrder.invoices[0]!.path)).rawPayload);
    expect(en).toContain('Reverse charge');
    expect(en).toContain('DE136695976');
    expect(en).toContain('Friedrichstraße 100');
    const [mine] = await o.database.db.select().from(commande).where(eq(commande.IdCompte, cleo.Id));
    const cleoOrder = (await call(cleo, 'GET', `orders/${mine!.Id}/confirm/calculate`)).json() as Order;
    const es = await pdfText((await download(cleo, cleoOrder.invoices[0]!.path, 'es')).rawPayload);
    expect(es).toContain('Zoë Núñez');
    expect(es).toContain('IVA no aplicable');
    const festival = await pdfText((await download(cleo, cleoOrder.invoices[1]!.path, 'es')).rawPayload);
    expect(festival).toContain('Película: Les Résistants');
  });

  it('numbers every invoice of the year one after the other, from 1', async () => {
    const rows = await o.database.db
      .select({ Numero: facture.Numero })
      .from(facture)
      .orderBy(asc(facture.Id));
    const year = rows[0]!.Numero.slice(4, 8);
    expect(rows.map((r) => r.Numero)).toEqual(
      rows.map((_, i) => `INV-${year}-${String(i + 1).padStart(6, '0')}`),
    );
  });

  it('lets nobody else download them, nor read a document not issued', async () => {
    const [order] = await o.database.db.select().from(commande).where(eq(commande.IdCompte, o.ada.Id));
    const view = (await call(o.ada, 'GET', `orders/${order!.Id}/confirm/calculate`)).json() as Order;
    for (const link of view.invoices) {
      const other = await download(o.bob, link.path);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    const festivalId = view.invoices[1]!.festivalId!;
    for (const path of [
      `/order-api/customer/${o.bob.Id}/orders/${order!.Id}/invoice`,
      `/order-api/customer/${o.ada.Id}/orders/${order!.Id}/stamps/creditnote`,
      `/order-api/customer/orders/${order!.Id}/festival/${festivalId}/creditnote`,
      `/order-api/customer/orders/${order!.Id}/festival/999999/invoice`,
    ]) {
      expect((await download(o.ada, path)).statusCode, path).toBe(404);
    }
    const anonymous = await o.t.app.inject({ url: view.invoices[0]!.path });
    expect(anonymous.statusCode).toBeGreaterThanOrEqual(400);
    expect(anonymous.statusCode).toBeLessThan(500);
  });

  it("answers hostile values in the downloads of the owner's own order with a 4xx and a code", async () => {
    const [order] = await o.database.db.select().from(commande).where(eq(commande.IdCompte, o.ada.Id));
    const view = (await call(o.ada, 'GET', `orders/${order!.Id}/confirm/calculate`)).json() as Order;
    const before = await o.database.db.select({ Numero: facture.Numero }).from(facture);
    const { operations, failures } = await sweepOwnedOperations({
      app: o.t.app,
      headers: o.ada.signed.headers,
      prefixes: ['/order-api/'],
      select: (id) => /\/(invoice|creditnote)$/.test(id),
      owned: {
        id: String(o.ada.Id),
        orderId: String(order!.Id),
        festivalId: String(view.invoices[1]!.festivalId),
      },
    });
    expect(operations).toHaveLength(4);
    expect(failures).toEqual([]);
    expect(await o.database.db.select({ Numero: facture.Numero }).from(facture)).toEqual(before);
  });

  it('gives the number back when the paying transaction rolls back: no gap', async () => {
    const [order] = await o.database.db.select().from(commande).where(eq(commande.IdCompte, o.ada.Id));
    const before = await o.database.db.select().from(factureCompteur);
    await expect(
      o.database.db.transaction(async (tx) => {
        // A second issue of the same order fails on its unique key after taking a number.
        await issueInvoices(tx, { orderId: order!.Id, accountId: o.ada.Id, now: NOW });
      }),
    ).rejects.toThrow();
    expect(await o.database.db.select().from(factureCompteur)).toEqual(before);
  });

  it('never changes nor deletes an issued invoice (the database refuses)', async () => {
    const [row] = await o.database.db.select().from(facture).orderBy(asc(facture.Id)).limit(1);
    await expect(
      o.database.db
        .update(facture)
        .set({ MontantHT: 0, MontantTva: 0, MontantTTC: 0 })
        .where(eq(facture.Id, row!.Id)),
    ).rejects.toThrow();
    await expect(o.database.db.delete(facture).where(eq(facture.Id, row!.Id))).rejects.toThrow();
  });

  it('issues credit notes cancelling each invoice to the cent, downloadable by their owner', async () => {
    const [order] = await o.database.db.select().from(commande).where(eq(commande.IdCompte, cleo.Id));
    const invoices = await o.database.db.select().from(facture).where(eq(facture.IdCommande, order!.Id));
    const numbers = await o.database.db.transaction((tx) =>
      issueCreditNotes(tx, { orderId: order!.Id, now: new Date('2026-11-24T10:00:00Z') }),
    );
    expect(invoices.length).toBeGreaterThanOrEqual(2);
    expect(numbers).toEqual(invoices.map((_, i) => `CN-2026-${String(i + 1).padStart(6, '0')}`));
    // Once only: a second call finds every invoice credited.
    expect(
      await o.database.db.transaction((tx) => issueCreditNotes(tx, { orderId: order!.Id, now: NOW })),
    ).toEqual([]);
    const rows = await o.database.db.select().from(facture).where(eq(facture.IdCommande, order!.Id));
    const sum = rows.reduce((total, row) => total + row.MontantTTC, 0);
    expect(sum).toBe(0);
    const view = (await call(cleo, 'GET', `orders/${order!.Id}/confirm/calculate`)).json() as Order;
    const notes = view.invoices.filter((i) => i.kind === 'creditNote');
    expect(notes.map((n) => n.number)).toEqual(numbers);
    expect(notes[0]!.path).toBe(`/order-api/customer/${cleo.Id}/orders/${order!.Id}/stamps/creditnote`);
    expect(notes[1]!.path).toMatch(/\/festival\/\d+\/creditnote$/);
    const invoiceTotal = rows.find((r) => r.Kind === 'invoice' && r.IdFestival === null)!.MontantTTC;
    const text = await pdfText((await download(cleo, notes[0]!.path, 'en')).rawPayload);
    expect(text).toContain('Credit note CN-2026-000001');
    expect(text).toMatch(/Cancels invoice INV-\d{4}-\d{6}/);
    expect(amountAfter(text, 'Total including VAT', 'en')).toBe(-invoiceTotal);
    expect((await download(o.ada, notes[0]!.path)).statusCode).toBe(404);
  });
});
