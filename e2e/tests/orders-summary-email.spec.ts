import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signUp } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { addBookletToBasket, checkOutToSandbox } from './checkout-steps.ts';
import { fillBillingAddress } from './order-entries.ts';

// Issue 32 / spec §4: the confirmation page of a cancelled order says "a summary email is on its
// way", and of an expired one that the entries are back in the basket. Both happen on the
// provider's own page here (its Cancel and Let it expire buttons): the email must really come.

const PASSWORD = 'Summary-Journey-2026';

type MailboxMessage = { to: string; subject: string };

async function expectSummary(request: APIRequestContext, to: string, reference: string) {
  await expect
    .poll(
      async () => {
        const messages = (await (await request.get('/dev/mailbox.json')).json()) as MailboxMessage[];
        return messages.filter(
          (m) => m.to.includes(to) && m.subject === `Your order ${reference} is cancelled`,
        ).length;
      },
      { message: `the summary of ${reference} to ${to}`, timeout: 15_000 },
    )
    .toBe(1);
}

async function referenceOnConfirmation(page: Page): Promise<string> {
  const heading = page.getByRole('heading', { name: /^Order SL-/ });
  return ((await heading.textContent()) ?? '').replace('Order ', '').trim();
}

test('cancelled or left to expire on the provider page: the summary email the confirmation promises', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const email = `summary-${Date.now()}@example.com`;
  await signUp(page, request, email, PASSWORD);
  await fillBillingAddress(page);

  await addBookletToBasket(page);
  await checkOutToSandbox(page, 'Card', '€36.00');
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your order is cancelled' })).toBeVisible();
  await expect(page.getByText('A summary email is on its way.')).toBeVisible();
  await expectNoAxeViolations(page);
  await expectSummary(request, email, await referenceOnConfirmation(page));

  // The booklet came back: the same again, left to expire.
  await page.goto('/en/cart');
  await checkOutToSandbox(page, 'Card', '€36.00');
  await page.getByRole('button', { name: 'Let it expire' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your payment link expired' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectSummary(request, email, await referenceOnConfirmation(page));
});
