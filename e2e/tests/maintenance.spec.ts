import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

// These journeys route the page's API requests. Once the service worker controls the page,
// Chromium sends them past `page.route` (seen in CI: the upload went through unrouted), so the
// worker is kept out here; service-worker.spec.ts tests it.
test.use({ serviceWorkers: 'block' });

// Maintenance mode (spec §4): switched on by the platform's configuration, and by itself
// when a required dictionary comes back empty. The server's answers are replaced here
// because the shared test server is not in maintenance.

test('maintenance from the configuration sends every route to the maintenance page', async ({ page }) => {
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), maintenance: true } });
  });
  // A page rendered in the browser asks for the configuration; a server-rendered one gets the
  // server's own and is redirected by the server (apps/web/src/entry-server.test.tsx).
  await page.goto('/en/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: "We'll be right back" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an empty required dictionary turns maintenance on and resets the language to English', async ({
  page,
}) => {
  await page.route('**/api/pays/dico', (route) => route.fulfill({ json: [] }));
  await page.goto('/fr/festivals');
  await expect(page.getByRole('heading', { level: 1, name: "We'll be right back" })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
