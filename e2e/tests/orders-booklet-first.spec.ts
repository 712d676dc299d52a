import { expect, test } from '@playwright/test';
import { signUp } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { payOnSandbox } from './checkout-steps.ts';
import { entryInBasket, saveBillingAddress } from './order-entries.ts';

// Issue 32: an entry and a 5-stamp booklet in the basket. The booklet's stamps arrive once its
// order is paid, so they cannot pay this basket's platform fee: the basket says so plainly and
// offers the cheaper path, the booklet paid first; then the entry goes with one of its stamps.

const PASSWORD = 'Booklet-First-2026';

test('a booklet cannot pay its own basket: the basket says why, and paying it first saves the fee', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await signUp(page, request, `booklet-first-${Date.now()}@example.com`, PASSWORD);
  await saveBillingAddress(page);
  const title = `Pauline à la plage ${Date.now()}`;
  await entryInBasket(page, title);
  await page.goto('/en/cart');
  await page.getByRole('button', { name: 'Add Booklet of 5 stamps to the basket' }).click();

  const notice = page.getByTestId('booklet-first');
  await expect(notice.getByText("Your booklet cannot pay this basket's platform fees")).toBeVisible();
  await expect(
    notice.getByText(
      'Cheaper: pay the booklet first, then your entry with one of its stamps. You save €5.00 excl. VAT.',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await notice.getByRole('link', { name: 'Pay the booklet first' }).click();
  await expect(page).toHaveURL(/\/en\/cart\/checkout\?part=items$/);
  await expect(page.getByText(/Only your booklets and SuperStamps are paid now/)).toBeVisible();
  // 20.00 + 20 % VAT: the booklet alone.
  await expect(page.getByTestId('basket-summary').getByText('€24.00')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: /Card/ }).check();
  await page.getByRole('checkbox', { name: /terms of sale/ }).check();
  await page.getByRole('button', { name: 'Pay €24.00' }).click();
  await payOnSandbox(page);

  // The entry stayed in the basket; one of the new stamps pays its platform fee.
  await page.getByRole('banner').getByRole('link', { name: 'Cart' }).click();
  await expect(page.getByText('Your balance: 5 stamps.')).toBeVisible();
  const entry = page.getByRole('listitem', { name: title });
  await expect(entry.getByText('1 stamp from your balance')).toBeVisible();
  await expect(page.getByTestId('booklet-first')).toHaveCount(0);
});
