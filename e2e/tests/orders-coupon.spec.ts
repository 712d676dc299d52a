import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, type Page, test } from '@playwright/test';
import { signUp } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';

// Issue 15, coupons: the operator creates a 10 % coupon with `npm run admin -- create-coupon`
// against this e2e server; a French filmmaker puts a 10-stamp booklet in the basket, tries an
// unknown code (refused under the field), applies the coupon in lower case, sees 3.00 off and
// VAT on 27.00 (32.40 to pay), and pays by card on the sandbox's page.

const PASSWORD = 'Coupon-Journey-2026';
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const run = promisify(execFile);

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

/** `npm run admin -- create-coupon ...` on the e2e server, its answer parsed. */
async function createCoupon(code: string): Promise<{ result: { code: string } }> {
  const port = process.env.E2E_PORT ?? '3100';
  const { stdout } = await run(
    'npm',
    [
      'run',
      '--silent',
      'admin',
      '--',
      'create-coupon',
      '--code',
      code,
      '--percent',
      '10',
      '--until',
      '2099-12-31',
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        OPERATOR_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: process.env.E2E_DATA_DIR ?? '',
        OPERATOR_TOKEN: '',
      },
    },
  );
  return JSON.parse(stdout);
}

test('apply a 10 % coupon to a booklet and pay it by card', async ({ page, request }) => {
  test.setTimeout(150_000);
  const code = `E2E${Date.now()}`;
  expect((await createCoupon(code)).result.code).toBe(code);
  await signUp(page, request, `coupon-${Date.now()}@example.com`, PASSWORD);
  await fillBillingAddress(page);

  await page.goto('/en/cart');
  await page.getByRole('button', { name: 'Add Booklet of 10 stamps to the basket' }).click();
  const summary = page.getByTestId('basket-summary');
  await expect(summary.getByText('€36.00')).toBeVisible();

  const field = page.getByRole('textbox', { name: 'Coupon code' });
  await field.fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText("This coupon code doesn't exist.")).toBeVisible();

  await field.fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`Coupon ${code}: −€3.00 (excl. VAT)`)).toBeVisible();
  await expect(summary.getByText('−€3.00')).toBeVisible();
  await expect(summary.getByText('€32.40')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/en\/cart\/checkout$/);
  await page.getByRole('radio', { name: /Card/ }).check();
  await page.getByRole('checkbox', { name: /terms of sale/ }).check();
  await page.getByRole('button', { name: 'Pay €32.40' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sandbox payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, your order is paid' })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Cart' }).click();
  await expect(page.getByText('Your balance: 10 stamps.')).toBeVisible();
});
