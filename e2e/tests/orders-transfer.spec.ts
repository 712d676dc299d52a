import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, type Page, test } from '@playwright/test';
import { signUp } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';

// Issue 15, payment by bank transfer: a filmmaker buys a 10-stamp booklet by transfer, sees the
// IBAN, BIC and reference on the confirmation page and finds them in the email; the operator then
// marks the transfer paid with `npm run admin -- mark-transfer-paid` against this e2e server
// (its DATA_DIR holds the operator token), and the filmmaker sees the order paid and the stamps.

const PASSWORD = 'Transfer-Journey-2026';
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

/** `npm run admin -- mark-transfer-paid --order <id>` on the e2e server, its answer parsed. */
async function markTransferPaid(orderId: string): Promise<{ result: { paid: boolean; message: string } }> {
  const port = process.env.E2E_PORT ?? '3100';
  const { stdout } = await run(
    'npm',
    ['run', '--silent', 'admin', '--', 'mark-transfer-paid', '--order', orderId],
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

test('buy a 10-stamp booklet by bank transfer, marked paid by the operator command', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const login = `transfer-${Date.now()}@example.com`;
  await signUp(page, request, login, PASSWORD);
  await fillBillingAddress(page);

  await page.goto('/en/cart');
  await page.getByRole('button', { name: 'Add Booklet of 10 stamps to the basket' }).click();
  await expect(page.getByTestId('basket-summary').getByText('€36.00')).toBeVisible();
  await page.getByRole('link', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/en\/cart\/checkout$/);
  await page.getByRole('radio', { name: /Bank transfer/ }).check();
  await page.getByRole('checkbox', { name: /terms of sale/ }).check();
  await page.getByRole('button', { name: 'Pay €36.00' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Waiting for your bank transfer' })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/cart\/confirm\/\d+$/);
  const orderId = /\/confirm\/(\d+)$/.exec(page.url())?.[1] ?? '';
  const details = page.getByRole('region', { name: 'Bank transfer details' });
  await expect(details.getByText('FR76 3000 6000 0112 3456 7890 189')).toBeVisible();
  await expect(details.getByText('AGRIFRPPXXX')).toBeVisible();
  const reference = (await details.getByText(/^SL-\d{4}-/).textContent()) ?? '';
  expect(reference).toMatch(/^SL-\d{4}-[2-9A-Z]{8}$/);
  await expectNoAxeViolations(page);

  // The same details by email (the development mailbox shows the outbox).
  await expect
    .poll(async () => {
      const messages = (await (await request.get('/dev/mailbox.json')).json()) as Array<{
        to: string;
        subject: string;
        text: string;
      }>;
      return messages.find((m) => m.to === login && m.subject.includes(reference))?.text ?? '';
    })
    .toContain('IBAN: FR76 3000 6000 0112 3456 7890 189');

  const first = await markTransferPaid(orderId);
  expect(first.result.paid).toBe(true);
  const again = await markTransferPaid(orderId);
  expect(again.result).toMatchObject({ paid: false, message: expect.stringContaining('already paid') });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, your order is paid' })).toBeVisible();
  await expect(details).toHaveCount(0);
  await page.getByRole('banner').getByRole('link', { name: 'Cart' }).click();
  await expect(page.getByText('Your balance: 10 stamps.')).toBeVisible();
});
