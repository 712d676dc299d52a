import { type APIRequestContext, expect, type Page } from '@playwright/test';

// Account steps shared by the journeys: sign-up through the development mailbox
// (`/dev/mailbox.json`, every email with its links), sign-in, sign-out.

type MailboxMessage = { to: string; subject: string; links: Array<{ label: string; url: string }> };

/** The newest link to `path` (e.g. `/activate/`) in an email sent to `to`, waiting for the outbox. */
export async function mailedLink(request: APIRequestContext, to: string, path: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await (await request.get('/dev/mailbox.json')).json()) as MailboxMessage[];
        const message = messages.find(
          (m) => m.to.toLowerCase().includes(to.toLowerCase()) && m.links.some((l) => l.url.includes(path)),
        );
        found = message?.links.find((l) => l.url.includes(path))?.url;
        return found;
      },
      { message: `an email to ${to} with a ${path} link`, timeout: 15_000 },
    )
    .toBeTruthy();
  // Emails carry PUBLIC_URL; keep the browser on the test server's own origin.
  const url = new URL(found as string);
  return url.pathname + url.search;
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/en/sign-in');
  await page.getByRole('textbox', { name: 'Email address', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function expectSignedIn(page: Page) {
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log out' })).toBeVisible();
}

/**
 * A signed-up account accepted the terms on its form: signed in, it is not asked for a first
 * connection (docs/decisions.md; that step is for accounts created for someone else).
 */
export async function expectNoFirstConnection(page: Page) {
  await expectSignedIn(page);
  await expect(page.getByRole('dialog', { name: 'Welcome to Shortlist' })).toHaveCount(0);
}

export async function signOut(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
}

export async function expectSignInRefused(page: Page) {
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect username or password' })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/sign-in$/);
}

/**
 * The create-account form's password, confirmation and terms, sent: the address is already in
 * the form (typed, or brought by an invitation email's link); "check your email" follows.
 */
export async function submitCreateAccount(page: Page, password: string) {
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm the password', exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /terms of use/ }).check();
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
}

/** Follows the activation link mailed to `email`, then signs in: active, no first connection. */
export async function activateAndSignIn(
  page: Page,
  request: APIRequestContext,
  email: string,
  password: string,
) {
  await page.goto(await mailedLink(request, email, '/activate/'));
  await expect(page).toHaveURL(/\/en\/sign-in$/);
  await signIn(page, email, password);
  await expectNoFirstConnection(page);
}

/**
 * A new, active, signed-in account on the dashboard, made through the API: the calls the forms
 * make (create the account, the mailed activation link, sign in), with the browser's own cookies.
 * For journeys about something else; the account journey (`account.spec.ts`) goes through the
 * forms themselves. About 4 s less a journey than typing into three pages on the 2-core machine.
 */
export async function signUp(page: Page, request: APIRequestContext, email: string, password: string) {
  const created = await page.request.post('/api/auth/create-account', {
    data: { Login: email, Password: password, AcceptCgv: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const link = await mailedLink(request, email, '/activate/');
  const token = decodeURIComponent(link.slice(link.lastIndexOf('/') + 1));
  const activated = await page.request.post('/api/auth/check-token-activate', { data: { Data: token } });
  expect(activated.ok(), await activated.text()).toBe(true);
  const signedIn = await page.request.post('/api/login', { data: { Login: email, Password: password } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  await page.goto('/en/dashboard');
  await expectNoFirstConnection(page);
}
