import { expect, test } from '@playwright/test';
import { signUp } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { addBookletToBasket, payOnSandbox } from './checkout-steps.ts';

// Issue 32, payment continuity: a new filmmaker without a billing address reaches the payment
// step. The address is completed there, in the checkout (no detour through the profile), and the
// save hands back to the payment: VAT worked out, the pay button ready, the booklet paid by card.
// The header's cart badge counts entries (spec §2): the booklet alone shows none.

const PASSWORD = 'Billing-Journey-2026';

test('the billing address completed inside the checkout, then back to the payment and paid', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await signUp(page, request, `checkout-billing-${Date.now()}@example.com`, PASSWORD);
  await addBookletToBasket(page);
  // Spec §2 "cart (entry-count badge)": a booklet is not an entry, the badge stays away.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByText(/in the cart/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/en\/cart\/checkout$/);
  await expect(
    page.getByText('Complete your billing address before paying: VAT depends on it.'),
  ).toBeVisible();
  const billing = page.getByRole('region', { name: 'Billing address' });
  await expect(billing.getByRole('textbox', { name: 'Name on the invoice', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay €/ })).toBeDisabled();
  await expectNoAxeViolations(page);

  await billing.getByRole('textbox', { name: 'Name on the invoice', exact: true }).fill('Ada Lovelace');
  await billing.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'France' });
  await billing.getByRole('textbox', { name: 'Address', exact: true }).fill('12 rue de la Paix');
  await billing.getByRole('textbox', { name: 'Postcode', exact: true }).fill('75002');
  await billing.getByRole('textbox', { name: 'City', exact: true }).fill('Paris');
  await billing.getByRole('button', { name: 'Save' }).click();

  // Still the checkout, the address complete, the focus on the payment.
  await expect(page).toHaveURL(/\/en\/cart\/checkout$/);
  await expect(page.getByText('Your billing address is complete; VAT is worked out from it.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'How you pay' })).toBeFocused();
  await expect(page.getByTestId('basket-summary').getByText('€36.00')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('radio', { name: /Card/ }).check();
  await page.getByRole('checkbox', { name: /terms of sale/ }).check();
  await page.getByRole('button', { name: 'Pay €36.00' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sandbox payment' })).toBeVisible();
  await payOnSandbox(page);
});
