import { expect, type Page, test } from '@playwright/test';
import { signUp } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';

// Issue 15, card payment with the built-in sandbox provider: a French filmmaker fills the
// billing address, puts a 10-stamp booklet in the basket and pays by card on the sandbox's hosted
// page. A failed payment first: the confirmation says nothing was charged, and the booklet is back
// in the basket for the retry, which is paid; the balance then shows the 10 stamps.

const PASSWORD = 'Card-Journey-2026';

async function fillBillingAddress(page: Page) {
  await page.goto('/en/profile/addresses');
  const billing = page.getByRole('region', { name: 'Billing address' });
  await billing.getByRole('textbox', { name: 'Name on the invoice', exact: true }).fill('Ada Lovelace');
  await billing.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'France' });
  await billing.getByRole('textbox', { name: 'Address', exact: true }).fill('12 rue de la Paix');
  await billing.getByRole('textbox', { name: 'Postcode', exact: true }).fill('75002');
  await billing.getByRole('textbox', { name: 'City', exact: true }).fill('Paris');
  await billing.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
}

/** From the basket to the sandbox's page: card chosen, terms accepted, 30.00 + 20 % VAT. */
async function payBookletByCard(page: Page) {
  await page.getByRole('link', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/en\/cart\/checkout$/);
  await expect(page.getByText('Your billing address is complete; VAT is worked out from it.')).toBeVisible();
  await page.getByRole('radio', { name: /Card/ }).check();
  await page.getByRole('checkbox', { name: /terms of sale/ }).check();
  await page.getByRole('button', { name: 'Pay €36.00' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sandbox payment' })).toBeVisible();
}

test('buy a 10-stamp booklet by card: a failed payment, then the retry paid, and the balance', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await signUp(page, request, `card-${Date.now()}@example.com`, PASSWORD);
  await fillBillingAddress(page);

  await page.goto('/en/cart');
  await page.getByRole('button', { name: 'Add Booklet of 10 stamps to the basket' }).click();
  await expect(page.getByTestId('basket-summary').getByText('€36.00')).toBeVisible();
  await payBookletByCard(page);
  await page.getByRole('button', { name: 'Fail the payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The payment failed' })).toBeVisible();
  await expect(page.getByText(/You were not charged and the order is cancelled/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Back to the basket to pay again' }).click();
  await expect(
    page.getByRole('list', { name: 'Booklets in your basket' }).getByText('Booklet of 10 stamps'),
  ).toBeVisible();
  await payBookletByCard(page);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, your order is paid' })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/cart\/confirm\/\d+$/);
  await expectNoAxeViolations(page);

  await page.getByRole('banner').getByRole('link', { name: 'Cart' }).click();
  await expect(page.getByText('Your balance: 10 stamps.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Booklets in your basket' })).toHaveCount(0);
});
