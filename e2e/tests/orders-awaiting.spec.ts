import { expect, type Page, test } from '@playwright/test';
import { signUp } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { addBookletToBasket, checkOutToSandbox, payOnSandbox } from './checkout-steps.ts';
import { fillBillingAddress } from './order-entries.ts';

// Issue 32, payment continuity: a filmmaker checks out by card and leaves the provider's page with
// the browser's Back button. The order holds what the basket held, so the checkout and the basket
// show it, awaiting payment, with "Pay now" and "Cancel order": never an empty basket. Cancelled
// from the basket, its booklet comes back; placed again and left again, "Pay now" pays it.

const PASSWORD = 'Awaiting-Journey-2026';

const awaiting = (page: Page) => page.getByRole('region', { name: 'Order awaiting payment' });

test('leaving the provider page: the awaiting order on the checkout and the basket, cancelled, then paid', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await signUp(page, request, `awaiting-${Date.now()}@example.com`, PASSWORD);
  await fillBillingAddress(page);
  await addBookletToBasket(page);
  await checkOutToSandbox(page, 'Card', '€36.00');

  // Back from the provider's page: the checkout shows the order, not an empty basket.
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/cart\/checkout$/);
  await expect(awaiting(page)).toBeVisible();
  await expect(awaiting(page).getByText('Booklet of 10 stamps')).toBeVisible();
  await expect(awaiting(page).getByText('Awaiting payment', { exact: true })).toBeVisible();
  await expect(awaiting(page).getByRole('link', { name: 'Pay now' })).toHaveAttribute(
    'href',
    /\/sandbox-provider\/pay\//,
  );
  await expect(page.getByText('Your basket is empty: there is nothing to pay.')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The basket too: the order awaits payment, nothing says the basket is empty.
  await page.getByRole('link', { name: 'Back to the basket' }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(awaiting(page).getByText('Booklet of 10 stamps')).toBeVisible();
  await expect(page.getByText(/No other entry in your basket/)).toBeVisible();
  await expect(page.getByText(/No entries in your basket yet/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 720 });

  // Cancelled from the basket, after a confirmation: the booklet is back in the basket.
  await awaiting(page).getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: /^Cancel order .+\?$/ });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(page.getByText(/cancelled\. Its entries are back in your basket\./)).toBeVisible();
  await expect(awaiting(page)).toHaveCount(0);
  await expect(
    page.getByRole('list', { name: 'Booklets in your basket' }).getByText('Booklet of 10 stamps'),
  ).toBeVisible();

  // Placed again and left again: "Pay now" on the basket goes back to the provider's page.
  await checkOutToSandbox(page, 'Card', '€36.00');
  await page.goBack();
  await page.getByRole('link', { name: 'Back to the basket' }).click();
  await awaiting(page).getByRole('link', { name: 'Pay now' }).click();
  await payOnSandbox(page);
  await page.getByRole('banner').getByRole('link', { name: 'Cart' }).click();
  await expect(page.getByText('Your balance: 10 stamps.')).toBeVisible();
  await expect(awaiting(page)).toHaveCount(0);
});
