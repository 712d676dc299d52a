import { expect, type Page, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { signUp } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { payByCard } from './checkout-steps.ts';
import { eligibleFilm, signedApi } from './eligible-film.ts';
import { operatorCommand } from './operator-command.ts';
import { entryInBasket, fillBillingAddress, superStampInBasket } from './order-entries.ts';

// Issue 15, invoices and credit notes: a filmmaker pays by card an order holding a 10-stamp
// booklet, a SuperStamp for one film and the entry of another, downloads every invoice from the
// orders page; the operator refunds the order with `npm run admin -- refund-order`; the orders
// page then shows it refunded with a credit note beside each invoice, and every PDF's total, read
// from its text, matches the order to the cent (the credit notes' negated). Issue 32: the order's
// documents are grouped under it, each explained (what it is, when it was issued).

const PASSWORD = 'Invoice-Journey-2026';

type Order = {
  Id: number;
  reference: string;
  status: string;
  totals: { netCents: number; totalCents: number };
};

/** `npm run admin -- refund-order --order <id>` on the e2e server, its answer parsed. */
async function refundOrder(orderId: string) {
  return operatorCommand<{ result: { refunded: boolean; creditNotes: string[] } }>([
    'refund-order',
    '--order',
    orderId,
    '--reason',
    'e2e journey',
  ]);
}

/** The amount printed after `label` in the PDF's text, in cents (`-€36.00` is -3600). */
function amountAfter(text: string, label: string): number {
  const start = text.indexOf(label);
  expect(start, `${label} in ${text}`).toBeGreaterThanOrEqual(0);
  const match = /^\s*(-?)\s?€\s?(-?)([\d,]*\d)\.(\d\d)/u.exec(text.slice(start + label.length));
  expect(match, text.slice(start, start + 80)).not.toBeNull();
  const [, sign1, sign2, units, cents] = match!;
  const value = Number(units!.replace(/,/g, '')) * 100 + Number(cents);
  return sign1 || sign2 ? -value : value;
}

/** Each document linked on the order's card: its number and the totals its PDF prints. */
async function documents(page: Page, kind: 'Invoice' | 'Credit note') {
  const card = page.getByTestId('order');
  const links = card.getByRole('link', { name: new RegExp(`^${kind} `) });
  const found: { number: string; net: number; total: number }[] = [];
  for (const link of await links.all()) {
    const href = (await link.getAttribute('href')) ?? '';
    const response = await page.request.get(`${href}?culture=en`);
    expect(response.status(), href).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(await response.body()));
    const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/gu, ' ');
    found.push({
      number: ((await link.textContent()) ?? '').replace(`${kind} `, ''),
      net: amountAfter(text, 'Total excluding VAT'),
      total: amountAfter(text, 'Total including VAT'),
    });
  }
  return found;
}

test('pay a booklet, a SuperStamp and an entry, download the invoices, refund, download the credit notes', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await signUp(page, request, `invoices-${Date.now()}@example.com`, PASSWORD);
  await fillBillingAddress(page);
  await entryInBasket(page, 'Les Quatre Cents Coups');
  const superFilm = await eligibleFilm(page, 'Le Rayon vert');
  await superStampInBasket(page, superFilm);
  await page.goto('/en/cart');
  await page.getByRole('button', { name: 'Add Booklet of 10 stamps to the basket' }).click();
  await expect(page.getByText('SuperStamp 12 months for Le Rayon vert')).toBeVisible();

  await payByCard(page);
  const orderId = /\/confirm\/(\d+)$/.exec(page.url())![1]!;
  const { api } = await signedApi(page);
  const order = (await (await api.get(`/order-api/orders/${orderId}/confirm/calculate`)).json()) as Order;

  await page.goto('/en/accounting/orders');
  const card = page.getByRole('article', { name: `Order ${order.reference}` });
  await expect(card.getByText('Paid', { exact: true })).toBeVisible();
  const invoices = await documents(page, 'Invoice');
  // The platform's invoice (booklet, SuperStamp, platform fee) and the festival's (entry fee).
  expect(invoices).toHaveLength(2);
  expect(invoices.reduce((sum, i) => sum + i.total, 0)).toBe(order.totals.totalCents);
  expect(invoices.reduce((sum, i) => sum + i.net, 0)).toBe(order.totals.netCents);
  // The order's documents, grouped under it, each saying what it is and when it was issued (issue 32).
  const documentsOf = card.getByRole('group', { name: 'Documents' }).getByTestId('order-document');
  await expect(documentsOf).toHaveCount(2);
  await expect(
    documentsOf.filter({ hasText: 'What Shortlist sold you: stamps, SuperStamps and platform fees.' }),
  ).toHaveCount(1);
  await expect(
    documentsOf.filter({ hasText: /The entry fees Shortlist collected on behalf of \S.*\./ }),
  ).toHaveCount(1);
  await expect(
    documentsOf.filter({ hasText: /Issued \d{1,2} \w{3} \d{4}, \d\d:\d\d CES?T · €/ }),
  ).toHaveCount(2);

  const refunded = await refundOrder(orderId);
  expect(refunded.result.refunded).toBe(true);
  expect(refunded.result.creditNotes).toHaveLength(2);

  await page.reload();
  await expect(card.getByText('Refunded', { exact: true })).toBeVisible();
  const notes = await documents(page, 'Credit note');
  expect(notes.map((n) => n.number).sort()).toEqual([...refunded.result.creditNotes].sort());
  expect(notes.map((n) => n.total).sort((a, b) => a - b)).toEqual(
    invoices.map((i) => -i.total).sort((a, b) => a - b),
  );
  expect(notes.reduce((sum, n) => sum + n.total, 0)).toBe(-order.totals.totalCents);
  // Each credit note names the invoice it cancels.
  await expect(documentsOf).toHaveCount(4);
  for (const invoice of invoices) {
    await expect(
      documentsOf.filter({ hasText: `Cancels invoice ${invoice.number}: what it charged is refunded.` }),
    ).toHaveCount(1);
  }
  await expectNoAxeViolations(page);

  // A second run changes nothing: still one credit note per invoice.
  expect((await refundOrder(orderId)).result.refunded).toBe(false);
  await page.reload();
  await expect(page.getByTestId('order').getByRole('link', { name: /^Credit note / })).toHaveCount(2);
});
