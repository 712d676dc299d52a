import { expect, type Locator, type Page } from '@playwright/test';

// The steps of every order journey from the basket page on, with the billing address complete
// (order-entries.ts sets it up): a booklet from the basket's catalogue, "Continue to payment",
// the method and the terms at checkout, then the built-in sandbox provider's hosted page for a
// card or PayPal. Each step keeps what the filmmaker sees on the way, so every journey checks it.

export type PaymentMethod = 'Card' | 'PayPal' | 'Bank transfer';

/**
 * A 10-stamp booklet added from the basket page's catalogue: 30.00 excl. VAT and French VAT
 * 20 % in the summary (docs/decisions.md). Answers the summary, for journeys that read it further.
 */
export async function addBookletToBasket(page: Page): Promise<Locator> {
  await page.goto('/en/cart');
  await page.getByRole('button', { name: 'Add Booklet of 10 stamps to the basket' }).click();
  const summary = page.getByTestId('basket-summary');
  await expect(summary.getByText('€36.00')).toBeVisible();
  return summary;
}

/** "Continue to payment" on the basket page: the checkout, its VAT from the complete address. */
export async function continueToPayment(page: Page) {
  await page.getByRole('link', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/en\/cart\/checkout$/);
  await expect(page.getByText('Your billing address is complete; VAT is worked out from it.')).toBeVisible();
}

/**
 * From the basket page through the checkout: the method chosen, the terms accepted, "Pay <total>"
 * pressed (the total as the button shows it, `€36.00`; any total when not given).
 */
export async function checkOut(page: Page, method: PaymentMethod, total?: string) {
  await continueToPayment(page);
  await page.getByRole('radio', { name: new RegExp(method) }).check();
  await page.getByRole('checkbox', { name: /terms of sale/ }).check();
  await page.getByRole('button', { name: total === undefined ? /^Pay €/ : `Pay ${total}` }).click();
}

/** Checked out by card or PayPal to the sandbox provider's hosted page, not paid yet. */
export async function checkOutToSandbox(page: Page, method: 'Card' | 'PayPal', total?: string) {
  await checkOut(page, method, total);
  await expect(page.getByRole('heading', { level: 1, name: 'Sandbox payment' })).toBeVisible();
}

/** "Pay" on the sandbox's page: back on Shortlist, the confirmation says the order is paid. */
export async function payOnSandbox(page: Page) {
  const pay = page.getByRole('button', { name: 'Pay', exact: true });
  // A finger-sized target (issue 32; WCAG 2.5.8 asks at least 24 px).
  const box = await pay.boundingBox();
  expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(44);
  await pay.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, your order is paid' })).toBeVisible();
}

/** "Fail the payment" on the sandbox's page: back on Shortlist, the confirmation says it failed. */
export async function failOnSandbox(page: Page) {
  await page.getByRole('button', { name: 'Fail the payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The payment failed' })).toBeVisible();
}

/** The basket paid by card from the basket page: the checkout, then paid on the sandbox's page. */
export async function payByCard(page: Page, total?: string) {
  await checkOutToSandbox(page, 'Card', total);
  await payOnSandbox(page);
}

/** The header's Cart link: the basket shows the stamp balance. */
export async function expectStampBalance(page: Page, stamps: number) {
  await page.getByRole('banner').getByRole('link', { name: 'Cart' }).click();
  await expect(page.getByText(`Your balance: ${stamps} stamps.`)).toBeVisible();
}
