import { expect, test } from '@playwright/test';
import { signUp } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';

// Issue 15, the basket: a new filmmaker opens the cart from the header, finds it empty, adds a
// 10-stamp booklet from the catalogue and reads the summary the order API sums: the booklet's
// price excluding VAT, French VAT (no billing address yet), the total, the 10 stamps it credits.
// A second booklet of the same kind adds to its quantity; removing it empties the basket again.

const PASSWORD = 'Basket-Journey-2026';

test('add a stamp booklet to the basket and read the summary', async ({ page, request }) => {
  // Sign-up through the mailbox, then two axe passes on a shared two-core machine.
  test.setTimeout(120_000);
  const email = `basket-${Date.now()}@example.com`;
  await signUp(page, request, email, PASSWORD);

  await page.getByRole('banner').getByRole('link', { name: 'Cart' }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your basket' })).toBeVisible();
  await expect(page.getByText('No entries in your basket yet.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Add Booklet of 10 stamps to the basket' }).click();
  await expect(page.getByText('Booklet of 10 stamps added to your basket.')).toBeVisible();
  const summary = page.getByTestId('basket-summary');
  // docs/decisions.md: 10 stamps 30.00 excl. VAT; without a billing address, France's 20 %.
  await expect(summary.getByText('Stamps credited once paid')).toBeVisible();
  await expect(summary.getByText('10 stamps')).toBeVisible();
  await expect(summary.getByText('VAT 20%')).toBeVisible();
  await expect(summary.getByText('€6.00')).toBeVisible();
  await expect(summary.getByText('€36.00')).toBeVisible();
  await expect(
    page.getByText('VAT is shown at the French rate until your billing address is complete.'),
  ).toBeVisible();
  // A booklet alone can be paid: the payment step opens.
  await expect(page.getByRole('link', { name: 'Continue to payment' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Add Booklet of 10 stamps to the basket' }).click();
  await expect(
    page.getByRole('list', { name: 'Booklets in your basket' }).getByText('Booklet of 10 stamps × 2'),
  ).toBeVisible();
  await expect(summary.getByText('€72.00')).toBeVisible();

  await page.getByRole('button', { name: 'Remove Booklet of 10 stamps' }).click();
  await expect(page.getByRole('list', { name: 'Booklets in your basket' })).toHaveCount(0);
  await expect(summary.locator('div', { hasText: 'Total to pay' }).getByText('€0.00')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
});

test('the basket reads well on a 360 px phone', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = `basket-phone-${Date.now()}@example.com`;
  await signUp(page, request, email, PASSWORD);
  // Signed in at the desktop width (the sign-up steps read the header's links), then the phone.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/en/cart');
  await page.getByRole('button', { name: 'Add Booklet of 5 stamps to the basket' }).click();
  await expect(page.getByTestId('basket-summary').getByText('€24.00')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
});
