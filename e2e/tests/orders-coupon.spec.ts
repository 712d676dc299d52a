import { expect, test } from '@playwright/test';
import { signUp } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { addBookletToBasket, expectStampBalance, payByCard } from './checkout-steps.ts';
import { operatorCommand } from './operator-command.ts';
import { fillBillingAddress } from './order-entries.ts';

// Issue 15, coupons: the operator creates a 10 % coupon with `npm run admin -- create-coupon`
// against this e2e server; a French filmmaker puts a 10-stamp booklet in the basket, tries an
// unknown code (refused under the field), applies the coupon in lower case, sees 3.00 off and
// VAT on 27.00 (32.40 to pay), and pays by card on the sandbox's page.

const PASSWORD = 'Coupon-Journey-2026';

/** `npm run admin -- create-coupon ...` on the e2e server, its answer parsed. */
async function createCoupon(code: string) {
  return operatorCommand<{ result: { code: string } }>([
    'create-coupon',
    '--code',
    code,
    '--percent',
    '10',
    '--until',
    '2099-12-31',
  ]);
}

test('apply a 10 % coupon to a booklet and pay it by card', async ({ page, request }) => {
  test.setTimeout(150_000);
  const code = `E2E${Date.now()}`;
  expect((await createCoupon(code)).result.code).toBe(code);
  await signUp(page, request, `coupon-${Date.now()}@example.com`, PASSWORD);
  await fillBillingAddress(page);

  const summary = await addBookletToBasket(page);

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

  await payByCard(page, '€32.40');

  await expectStampBalance(page, 10);
});
