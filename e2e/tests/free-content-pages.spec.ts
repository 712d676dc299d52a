import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { gotoHydrated } from './hydration.ts';
import { operatorCommand } from './operator-command.ts';

// A content page at a free path (spec §2 "generic content page {name}"): an operator writes it
// with `save-content-page`, in English and French; visitors read it, its head lists both
// versions, a French browser on the English path lands on the French page, and once unpublished
// it is a 404.

type Saved = { id: number; path: string; active: boolean };

const english = [
  'save-content-page',
  '--page',
  'about-us',
  '--language',
  'en',
  '--route',
  '/en/about-us',
  '--title',
  'About us',
  '--seoDescription',
  'Who makes Shortlist, the festival submission platform for short films, and why.',
  '--headerSubTitle',
  'Made by people who love short films',
  '--centre',
  '## Our team\n\nWe **love** short films.<script>window.hacked = true</script><img src=x onerror="window.hacked = true">',
];

test('an operator publishes /en/about-us with a French version; a French browser is sent there; unpublished, it is a 404', async ({
  page,
  browser,
}) => {
  const saved = await operatorCommand<{ result: Saved }>(english);
  expect(saved.result).toMatchObject({ path: '/en/about-us', active: true });
  await operatorCommand([
    'save-content-page',
    '--page',
    'about-us',
    '--language',
    'fr',
    '--route',
    '/fr/a-propos',
    '--title',
    'À propos',
    '--centre',
    'Nous aimons les courts métrages.',
  ]);

  const response = await gotoHydrated(page, '/en/about-us');
  expect(response?.status()).toBe(200);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await expect(article.getByText('Made by people who love short films')).toBeVisible();
  await expect(article.getByRole('heading', { level: 2, name: 'Our team' })).toBeVisible();
  await expect(page).toHaveTitle('About us | Shortlist');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/about-us$/);
  await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute(
    'href',
    /\/fr\/a-propos$/,
  );
  expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
  await expectNoAxeViolations(page);

  // At phone width the page fits, with no sideways scroll.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(article.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The language switcher goes to the page's French version.
  await page.getByRole('banner').getByLabel('Language').selectOption('fr');
  await expect(page).toHaveURL(/\/fr\/a-propos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'À propos' })).toBeVisible();

  // A visitor whose browser asks for French, on the English path, reads the French page.
  const french = await browser.newContext({ locale: 'fr-FR' });
  const frenchPage = await french.newPage();
  await frenchPage.goto('/en/about-us');
  await expect(frenchPage).toHaveURL(/\/fr\/a-propos$/);
  await expect(frenchPage.getByRole('heading', { level: 1, name: 'À propos' })).toBeVisible();
  await french.close();

  // Unpublished: the page, and its API answer, are 404 (within the caches' second).
  await operatorCommand([...english, '--inactive']);
  await expect
    .poll(async () => (await page.request.get('/en/about-us')).status(), { timeout: 10_000 })
    .toBe(404);
  const hidden = await page.goto('/en/about-us');
  expect(hidden?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: "We can't find this page" })).toBeVisible();
  const api = await page.request.post('/api/wpage', { data: { Data: '/en/about-us' } });
  expect(api.status()).toBe(404);
});
