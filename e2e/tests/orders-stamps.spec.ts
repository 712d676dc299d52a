import { expect, test } from '@playwright/test';
import { signUp } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { addBookletToBasket, continueToPayment, expectStampBalance, payByCard } from './checkout-steps.ts';
import { eligibleFilm, makeVideo } from './eligible-film.ts';
import {
  enterSection,
  euros,
  paidSection,
  plainSections,
  saveBillingAddress,
  superStampDiscount,
  superStampInBasket,
} from './order-entries.ts';

// Issue 15, what a paid order does: (a) a SuperStamp bought by card for a film is active once the
// sandbox payment is made, and the film's next entry in the basket is covered by it: 20 % off its
// entry fee and no platform fee; (b) a booklet bought by card fills the stamp balance, and two
// entries paid with stamps of the balance are sent at once, each with its number on the
// submissions page. The films are made eligible through the product's own calls.

const PASSWORD = 'Stamps-Journey-2026';

test('a SuperStamp bought by card covers the film’s next entry: 20 % off, no platform fee', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await signUp(page, request, `superstamp-${Date.now()}@example.com`, PASSWORD);
  await saveBillingAddress(page);
  const filmId = await eligibleFilm(page, 'Le Rayon vert', makeVideo());
  const { festival, section } = await paidSection(page, filmId);

  // The SuperStamp goes to the basket through the order API's call, its use confirmed.
  await superStampInBasket(page, filmId);
  await page.goto('/en/cart');
  await expect(page.getByText('SuperStamp 12 months for Le Rayon vert')).toBeVisible();
  // docs/decisions.md: 59.00 excl. VAT, French VAT 20 %.
  await payByCard(page, '€70.80');

  // The film's next entry, as its panel adds it: covered by the SuperStamp by default.
  await enterSection(page, filmId, section);
  await page.goto('/en/cart');
  const entry = page.getByRole('listitem', { name: 'Le Rayon vert' });
  await expect(entry).toContainText(`${festival.Nom}, ${section.Libelle}`);
  const fee = section.currentFee as number;
  const discount = superStampDiscount(fee);
  await expect(
    entry.getByText(`${euros(fee - discount)} (SuperStamp saves ${euros(discount)})`),
  ).toBeVisible();
  await expect(entry.getByText('None, thanks to the SuperStamp')).toBeVisible();
  await expect(entry.getByRole('radio', { name: "Covered by the film's SuperStamp" })).toBeChecked();
  // No platform fee anywhere: the entry fee alone, which carries no platform VAT.
  const summary = page.getByTestId('basket-summary');
  await expect(
    summary.locator('div', { hasText: 'Total to pay' }).getByText(euros(fee - discount)),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('two entries paid with stamps of the balance are sent, with their numbers', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const email = `stamps-${Date.now()}@example.com`;
  await signUp(page, request, email, PASSWORD);
  await saveBillingAddress(page);
  const filmId = await eligibleFilm(page, 'La Collectionneuse', makeVideo());
  const free = (await plainSections(page, filmId)).filter(
    ({ section }) => !section.IsPayant || section.currentFee === 0,
  );
  expect(free.length, 'the demo has two open free sections without password or questions').toBeGreaterThan(1);
  const chosen = free.slice(0, 2);

  // The balance first: a 10-stamp booklet paid by card.
  await addBookletToBasket(page);
  await payByCard(page, '€36.00');

  for (const { section } of chosen) await enterSection(page, filmId, section);
  await page.goto('/en/cart');
  await expect(page.getByText('Your balance: 10 stamps.')).toBeVisible();
  const entries = page.getByRole('listitem', { name: 'La Collectionneuse' });
  await expect(entries).toHaveCount(2);
  for (const entry of await entries.all()) {
    await expect(entry.getByText('1 stamp from your balance')).toBeVisible();
  }
  await continueToPayment(page);
  await page.getByRole('checkbox', { name: /terms of sale/ }).check();
  await page.getByRole('button', { name: 'Send my entries with my stamps' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, your order is paid' })).toBeVisible();
  await expect(
    page
      .getByTestId('confirmation-state')
      .getByText('Your 2 entries are sent to the festivals.', { exact: true }),
  ).toBeVisible();

  await page.getByRole('link', { name: 'My submissions' }).click();
  await expect(page).toHaveURL(/\/en\/submissions$/);
  const group = page.getByRole('region', { name: 'La Collectionneuse' });
  await expect(group.getByTestId('submission-entry')).toHaveCount(2);
  for (const { festival, section } of chosen) {
    const item = group.getByTestId('submission-entry').filter({ hasText: section.Libelle }).filter({
      hasText: festival.Nom,
    });
    await expect(item.getByText('Sent', { exact: true })).toBeVisible();
    await expect(item.getByText(/^No\. \d+$/)).toBeVisible();
  }
  await expectNoAxeViolations(page);

  await expectStampBalance(page, 8);

  // Each paid order is confirmed by email once, sent from the outbox after its commit.
  const confirmations = async () => {
    const messages = (await (await request.get('/dev/mailbox.json')).json()) as Mail[];
    return messages.filter((m) => m.to === email && / is paid$/.test(m.subject));
  };
  await expect.poll(async () => (await confirmations()).length, { timeout: 15_000 }).toBe(2);
  const links = (await confirmations()).flatMap((m) => m.links.map((l) => new URL(l.url).pathname));
  expect(links).toContain('/en/submissions');
  expect(links.filter((l) => l === '/en/accounting/orders')).toHaveLength(2);
});

type Mail = { to: string; subject: string; links: { label: string; url: string }[] };
