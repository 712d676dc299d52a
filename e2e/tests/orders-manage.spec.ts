import { expect, type Page, test } from '@playwright/test';
import { signUp } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { addBookletToBasket, checkOutToSandbox, failOnSandbox, payOnSandbox } from './checkout-steps.ts';
import { entryInBasket, fillBillingAddress } from './order-entries.ts';

// Issue 15, the orders page with the built-in sandbox provider: a failed card payment is retried
// from the orders page until paid; an open order is cancelled from the orders page and its entry
// is back in the basket; a payment link left unpaid expires after 3 hours (the dev-only expiry
// pass run at a time 3 hours on, as the job would) and its entry is back in the basket too.

const PASSWORD = 'Orders-Journey-2026';

async function openOrders(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Invoices' }).click();
  await expect(page).toHaveURL(/\/en\/accounting\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
}

const newest = (page: Page) => page.getByTestId('order').first();

test('a failed card payment is retried from the orders page until paid', async ({ page, request }) => {
  test.setTimeout(150_000);
  await signUp(page, request, `orders-retry-${Date.now()}@example.com`, PASSWORD);
  await fillBillingAddress(page);
  await page.goto('/en/accounting/orders');
  await expect(page.getByText(/You have no orders yet/)).toBeVisible();

  await addBookletToBasket(page);
  await checkOutToSandbox(page, 'Card');
  await failOnSandbox(page);

  await openOrders(page);
  await expect(newest(page)).toHaveAttribute('data-status', 'failed');
  await expect(newest(page).getByText('Payment failed')).toBeVisible();
  await expect(newest(page).getByText('Card')).toBeVisible();
  await expect(newest(page).getByText('Booklet of 10 stamps')).toBeVisible();
  await expectNoAxeViolations(page);

  await newest(page).getByRole('link', { name: 'Back to the basket to pay again' }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await checkOutToSandbox(page, 'Card');
  await payOnSandbox(page);

  await openOrders(page);
  await expect(page.getByTestId('order')).toHaveCount(2);
  await expect(newest(page)).toHaveAttribute('data-status', 'paid');
  await expect(newest(page).getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByTestId('order').nth(1)).toHaveAttribute('data-status', 'failed');
  // The failed one was paid by the retry: nothing more to retry or cancel.
  await expect(newest(page).getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('an open order cancelled from the orders page, then a payment link left to expire: the entry comes back each time', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signUp(page, request, `orders-cancel-${Date.now()}@example.com`, PASSWORD);
  await fillBillingAddress(page);
  const title = `Le Retour ${Date.now()}`;
  await entryInBasket(page, title);
  await page.goto('/en/cart');
  await expect(page.getByText(title)).toBeVisible();

  // Cancel: the provider's page is left open, the orders page cancels after a confirmation.
  await checkOutToSandbox(page, 'Card');
  await page.goto('/en/dashboard');
  await openOrders(page);
  const open = newest(page);
  await expect(open).toHaveAttribute('data-status', 'open');
  await expect(open.getByText('Awaiting payment')).toBeVisible();
  await expect(open.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
    'href',
    /\/sandbox-provider\/pay\//,
  );
  await expectNoAxeViolations(page);
  await open.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: /^Cancel order .+\?$/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(newest(page)).toHaveAttribute('data-status', 'open');
  await newest(page).getByRole('button', { name: 'Cancel order' }).click();
  await page
    .getByRole('dialog', { name: /^Cancel order .+\?$/ })
    .getByRole('button', { name: 'Cancel the order' })
    .click();
  await expect(page.getByText(/cancelled\. Its entries are back in your basket\./)).toBeVisible();
  await expect(newest(page)).toHaveAttribute('data-status', 'canceled');
  await expect(newest(page).getByText('Cancelled')).toBeVisible();

  // At 360 px the page still fits.
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole('banner').getByRole('link', { name: 'Cart' }).click();
  // On the cart (the orders page also names the film, under its order's lines).
  await expect(page.getByRole('heading', { level: 1, name: 'Your basket' })).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();

  // Expiry: a new payment link, left unpaid; the expiry pass runs as if 3 hours had gone by.
  await checkOutToSandbox(page, 'Card');
  await page.goto('/en/dashboard');
  await openOrders(page);
  await expect(newest(page)).toHaveAttribute('data-status', 'open');
  const later = new Date(Date.now() + 3 * 3_600_000 + 10 * 60_000).toISOString();
  const run = await request.post('/order-api/dev/jobs/run-order-expiry', { data: { at: later } });
  expect(run.status(), await run.text()).toBe(200);
  expect(((await run.json()) as { expired: number }).expired).toBeGreaterThanOrEqual(1);
  await page.reload();
  await expect(newest(page)).toHaveAttribute('data-status', 'expired');
  await expect(newest(page).getByText('Expired')).toBeVisible();
  await expect(page.getByTestId('order')).toHaveCount(2);
  await page.getByRole('banner').getByRole('link', { name: 'Cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your basket' })).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();
});
