import { expect, test } from '@playwright/test';
import { signUp } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { addBookletToBasket, checkOutToSandbox, payOnSandbox } from './checkout-steps.ts';
import { fillBillingAddress } from './order-entries.ts';

// Issue 15, PayPal through the built-in sandbox provider: a French filmmaker puts a 10-stamp
// booklet in the basket, chooses PayPal at checkout, pays on the sandbox's imitation of PayPal's
// page and comes back to the paid confirmation; the orders page says it was paid by PayPal and
// the balance shows the 10 stamps.

const PASSWORD = 'Paypal-Journey-2026';

test('buy a 10-stamp booklet by PayPal on the sandbox provider page', async ({ page, request }) => {
  test.setTimeout(150_000);
  await signUp(page, request, `paypal-${Date.now()}@example.com`, PASSWORD);
  await fillBillingAddress(page);

  await addBookletToBasket(page);
  await checkOutToSandbox(page, 'PayPal', '€36.00');
  await expect(page.getByRole('heading', { level: 2, name: /^PayPal \(an imitation/ })).toBeVisible();
  await expect(page.getByText('€36.00')).toBeVisible();
  await payOnSandbox(page);

  await expect(page).toHaveURL(/\/en\/cart\/confirm\/\d+$/);
  await expect(page.getByText('PayPal', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/en/accounting/orders');
  const order = page.getByTestId('order').first();
  await expect(order).toHaveAttribute('data-status', 'paid');
  await expect(order.getByText('PayPal', { exact: true })).toBeVisible();

  await page.goto('/en/cart');
  await expect(page.getByText('Your balance: 10 stamps.')).toBeVisible();
});
