import { expect, test } from '@playwright/test';
import {
  expectNoFirstConnection,
  expectSignedIn,
  expectSignInRefused,
  mailedLink,
  signIn,
  signOut,
  signUp,
} from './accounts.ts';
import { expectNoAxeViolations, expectToastAccessible } from './axe.ts';

// The account journey of issue 3 in a real browser against the real server, database and
// development mailbox (`/dev/mailbox.json`, every email with its links).

test('sign-in and create-account pages are accessible', async ({ page }) => {
  await page.goto('/en/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/en/create-account');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('abc');
  await expectNoAxeViolations(page);
});

test('the sign-in refusals are readable: the red and orange alerts pass axe contrast', async ({ page }) => {
  await signIn(page, 'nobody@example.com', 'Wrong-password-1');
  await expectSignInRefused(page);
  await expectNoAxeViolations(page);

  // A new account not activated yet gets the orange "not activated" alert with its resend action.
  const email = `not-activated-${Date.now()}@example.com`;
  const password = 'Festival-Journey-2026';
  await page.goto('/en/create-account');
  await page.getByRole('textbox', { name: 'Email address', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm the password', exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /terms of use/ }).check();
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await signIn(page, email, password);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your account is not activated yet' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an invalid password link shows the Attention alert and leads back to sign-in', async ({ page }) => {
  await page.goto('/en/password-change/not-a-real-token');
  const alert = page.getByRole('dialog', { name: 'Attention' });
  await expect(alert).toBeVisible();
  await expectNoAxeViolations(page);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/en\/sign-in$/);
});

test('the whole account journey, from sign-up to deletion', async ({ page, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const email = `journey-${stamp}@example.com`;
  const newEmail = `journey-new-${stamp}@example.com`;
  const first = 'Reel-Story-42!';
  const second = 'Second-Take-77?';
  const third = 'Final-Cut-2026%';

  // Create the account: the strength meter follows the password.
  await page.goto('/en/create-account');
  await page.getByRole('textbox', { name: 'Email address', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
  await expect(page.getByTestId('password-strength')).toHaveAttribute('data-colour', 'red');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(first);
  await expect(page.getByTestId('password-strength')).toHaveAttribute('data-colour', 'green');
  await page.getByRole('textbox', { name: 'Confirm the password', exact: true }).fill(first);
  await page.getByRole('checkbox', { name: /terms of use/ }).check();
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();

  // Activate it from the development mailbox, then sign in: the terms were accepted at sign-up,
  // so no first connection is asked.
  await page.goto(await mailedLink(request, email, '/activate/'));
  await expect(page).toHaveURL(/\/en\/sign-in$/);
  await page.getByRole('textbox', { name: 'Email address', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(first);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectNoFirstConnection(page);
  await signOut(page);

  // A wrong password is refused; the right one signs in.
  await signIn(page, email, 'Not-The-Password-1!');
  await expectSignInRefused(page);
  await signIn(page, email, first);
  await expectSignedIn(page);

  // Change the password from the profile; then only the new one works.
  await page.goto('/en/profile');
  await expect(page).toHaveURL(/\/en\/profile\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expectNoAxeViolations(page);
  const passwordSection = page.getByRole('region', { name: 'Password' });
  await passwordSection.getByRole('textbox', { name: 'Current password', exact: true }).fill(first);
  await passwordSection.getByRole('textbox', { name: 'New password', exact: true }).fill(second);
  await passwordSection.getByRole('textbox', { name: 'Confirm the password', exact: true }).fill(second);
  await passwordSection.getByRole('button', { name: 'Change my password' }).click();
  await expect(page).toHaveURL(/\/en\/sign-in$/);
  // The owner is told at the account's address (ASVS 6.3.7).
  const mailbox = (await (await request.get('/dev/mailbox.json')).json()) as Array<{
    to: string;
    subject: string;
  }>;
  expect(mailbox.some((m) => m.to === email && m.subject === 'Your Shortlist password was changed')).toBe(
    true,
  );
  await signIn(page, email, first);
  await expectSignInRefused(page);
  await signIn(page, email, second);
  await expectSignedIn(page);
  await signOut(page);

  // Forgotten password: the emailed link leads to a new one.
  await page.goto('/en/password-request');
  await page.getByRole('textbox', { name: 'Email address', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(/a link to choose a new password is on its way/)).toBeVisible();
  await page.goto(await mailedLink(request, email, '/password-change/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(third);
  await page.getByRole('textbox', { name: 'Confirm the password', exact: true }).fill(third);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page).toHaveURL(/\/en\/sign-in$/);
  await signIn(page, email, second);
  await expectSignInRefused(page);
  await signIn(page, email, third);
  await expectSignedIn(page);

  // Change the sign-in email through the link sent to the new address.
  await page.goto('/en/profile/profil');
  const loginSection = page.getByRole('region', { name: 'Sign-in email' });
  await loginSection.getByRole('textbox', { name: 'New email address', exact: true }).fill(newEmail);
  await loginSection.getByRole('textbox', { name: 'Current password', exact: true }).fill(third);
  await loginSection.getByRole('button', { name: 'Change my email' }).click();
  await expect(loginSection.getByText(/We've sent a confirmation link/)).toBeVisible();
  await page.goto(await mailedLink(request, newEmail, '/update-login/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your new email address' })).toBeVisible();
  await signIn(page, email, third);
  await expectSignInRefused(page);
  await signIn(page, newEmail, third);
  await expectSignedIn(page);

  // Delete the account: the dialog says what is lost and asks for the password.
  await page.goto('/en/profile/profil');
  await page
    .getByRole('region', { name: 'Delete my account' })
    .getByRole('button', { name: 'Delete my account' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });
  await expect(dialog.getByText(/lose access to your orders, invoices and subscriptions/)).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('textbox', { name: 'Your password, to confirm', exact: true }).fill(third);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/en$/);
  // The toast that says so (the page-wide checks leave toasts out: e2e/tests/axe.ts).
  await expectToastAccessible(page.locator('.mantine-Notification-root').first());
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

  // Sign-in no longer works.
  await signIn(page, newEmail, third);
  await expectSignInRefused(page);
});

test('addresses: an EU company subject to VAT needs a VAT number checked before saving', async ({
  page,
  request,
}) => {
  await signUp(page, request, `billing-${Date.now()}@example.com`, 'Reel-Story-42!');
  await page.goto('/en/profile/adresses');
  await expect(page.getByRole('heading', { level: 1, name: 'My addresses' })).toBeVisible();
  const billing = page.getByRole('region', { name: 'Billing address' });
  await billing.getByRole('textbox', { name: 'Name on the invoice', exact: true }).fill('Lumière Films');
  await billing.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'France' });
  await expect(billing.getByText('European Union country')).toBeVisible();
  await billing.getByRole('textbox', { name: 'Address', exact: true }).fill('12 rue de la Paix');
  await billing.getByRole('textbox', { name: 'Postcode', exact: true }).fill('75002');
  await billing.getByRole('textbox', { name: 'City', exact: true }).fill('Paris');
  await billing.getByRole('checkbox', { name: "I'm ordering for a company" }).check();
  await billing.getByRole('checkbox', { name: 'The company is subject to VAT' }).check();
  const vat = billing.getByRole('textbox', { name: 'EU VAT number', exact: true });
  await billing.getByRole('button', { name: 'Save' }).click();
  await expect(billing.getByText('An EU VAT number is needed for a company subject to VAT.')).toBeVisible();
  await vat.fill('FR12345');
  await billing.getByRole('button', { name: 'Save' }).click();
  await expect(billing.getByText("This VAT number isn't valid for the chosen country.")).toBeVisible();
  await vat.fill('FR40303265045');
  await billing.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Billing address' })
      .getByRole('textbox', { name: 'EU VAT number', exact: true }),
  ).toHaveValue('FR40303265045');
});
