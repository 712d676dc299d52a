import { expect, test } from '@playwright/test';
import { signUp } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { addBookletToBasket, checkOut, expectStampBalance } from './checkout-steps.ts';
import { operatorCommand } from './operator-command.ts';
import { fillBillingAddress } from './order-entries.ts';

// Issue 15, payment by bank transfer: a filmmaker buys a 10-stamp booklet by transfer, sees the
// IBAN, BIC and reference on the confirmation page and finds them in the email; the operator then
// marks the transfer paid with `npm run admin -- mark-transfer-paid` against this e2e server
// (its DATA_DIR holds the operator token), and the filmmaker sees the order paid and the stamps.

const PASSWORD = 'Transfer-Journey-2026';

/** `npm run admin -- mark-transfer-paid --order <id>` on the e2e server, its answer parsed. */
async function markTransferPaid(orderId: string) {
  return operatorCommand<{ result: { paid: boolean; message: string } }>([
    'mark-transfer-paid',
    '--order',
    orderId,
  ]);
}

test('buy a 10-stamp booklet by bank transfer, marked paid by the operator command', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const login = `transfer-${Date.now()}@example.com`;
  await signUp(page, request, login, PASSWORD);
  await fillBillingAddress(page);

  await addBookletToBasket(page);
  await checkOut(page, 'Bank transfer', '€36.00');

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
  await expectStampBalance(page, 10);
});
