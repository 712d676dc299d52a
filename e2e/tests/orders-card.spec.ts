import { expect, test } from '@playwright/test';
import { signUp } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';
import {
  addBookletToBasket,
  checkOutToSandbox,
  expectStampBalance,
  failOnSandbox,
  payOnSandbox,
} from './checkout-steps.ts';
import { fillBillingAddress } from './order-entries.ts';

// Issue 15, card payment with the built-in sandbox provider: a French filmmaker fills the
// billing address, puts a 10-stamp booklet in the basket and pays by card on the sandbox's hosted
// page. A failed payment first: the confirmation says nothing was charged, and the booklet is back
// in the basket for the retry, which is paid; the balance then shows the 10 stamps.

const PASSWORD = 'Card-Journey-2026';

test('buy a 10-stamp booklet by card: a failed payment, then the retry paid, and the balance', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await signUp(page, request, `card-${Date.now()}@example.com`, PASSWORD);
  await fillBillingAddress(page);

  await addBookletToBasket(page);
  // 30.00 + 20 % VAT, by card; the sandbox's page fails it.
  await checkOutToSandbox(page, 'Card', '€36.00');
  await failOnSandbox(page);
  await expect(page.getByText(/You were not charged and the order is cancelled/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Back to the basket to pay again' }).click();
  await expect(
    page.getByRole('list', { name: 'Booklets in your basket' }).getByText('Booklet of 10 stamps'),
  ).toBeVisible();
  await checkOutToSandbox(page, 'Card', '€36.00');
  await payOnSandbox(page);
  await expect(page).toHaveURL(/\/en\/cart\/confirm\/\d+$/);
  await expectNoAxeViolations(page);

  await expectStampBalance(page, 10);
  await expect(page.getByRole('list', { name: 'Booklets in your basket' })).toHaveCount(0);
});
