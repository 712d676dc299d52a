import { type APIRequestContext, expect, test } from '@playwright/test';
import { mailedLink, signUp } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { operatorCommand } from './operator-command.ts';

// Support sends a one-time sign-in link (`npm run admin -- send-sign-in-link`, spec §2 root route
// `login-by-token/{token}`, §4): opened in a browser where someone else is signed in, it ends that
// session and opens the account's dashboard; opened again, it leads to the 404 page.

const PASSWORD = 'Sign-in-link7!';

/** An active account that is not signed in anywhere: created and activated through the API. */
async function activeAccount(request: APIRequestContext, email: string): Promise<void> {
  const created = await request.post('/api/auth/create-account', {
    data: { Login: email, Password: PASSWORD, AcceptCgv: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const link = await mailedLink(request, email, '/activate/');
  const token = decodeURIComponent(link.slice(link.lastIndexOf('/') + 1));
  const activated = await request.post('/api/auth/check-token-activate', { data: { Data: token } });
  expect(activated.ok(), await activated.text()).toBe(true);
}

test('a support sign-in link signs its owner in once, ending the session the browser held', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const owner = `link-owner-${stamp}@example.com`;
  const other = `link-other-${stamp}@example.com`;
  await activeAccount(request, owner);
  await signUp(page, request, other, PASSWORD);

  const sent = await operatorCommand<{ result: { sentTo: string; expires: string } }>([
    'send-sign-in-link',
    '--email',
    owner,
  ]);
  expect(sent.result.sentTo).toBe(owner);
  const link = await mailedLink(request, owner, '/login-by-token/');

  await page.goto(link);
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log out' })).toBeVisible();
  const ping = await page.request.get('/api/ping');
  expect(((await ping.json()) as { Login: string }).Login).toBe(owner);
  await expectNoAxeViolations(page);

  // Once used, the link is spent.
  await page.goto(link);
  await expect(page).toHaveURL(/\/en\/404$/);
  await expect(page.getByRole('heading', { level: 1, name: "We can't find this page" })).toBeVisible();
});
