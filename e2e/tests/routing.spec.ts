import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

// The routing rules of spec §2, in a real browser against the real server and database.

const homes = [
  { language: 'en', heading: 'Your short film deserves an audience', label: 'Language' },
  { language: 'fr', heading: 'Votre court métrage mérite son public', label: 'Langue' },
  { language: 'es', heading: 'Tu cortometraje merece su público', label: 'Idioma' },
];

for (const { language, heading, label } of homes) {
  test(`home in ${language} shows the header, switcher and footer, translated and accessible`, async ({
    page,
  }) => {
    const response = await page.goto(`/${language}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('banner').getByLabel(label)).toHaveValue(language);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('an unknown language answers the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/de');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: "We can't find this page" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/en$/);
});

test('an unknown path in a known language answers 404', async ({ page }) => {
  const response = await page.goto('/fr/cette-page-nexiste-pas');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('/ and /index.html open the English home', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/en$/);
  await page.goto('/index.html');
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('heading', { level: 1, name: homes[0]!.heading })).toBeVisible();
});

test('the language switcher keeps the route and its localised words', async ({ page }) => {
  await page.goto('/en/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByRole('banner').getByLabel('Language').selectOption('fr');
  await expect(page).toHaveURL(/\/fr\/connexion$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByRole('banner').getByLabel('Langue').selectOption('es');
  await expect(page).toHaveURL(/\/es\/iniciar-sesion$/);
  await page.goto('/en/festivals');
  await page.getByRole('banner').getByLabel('Language').selectOption('es');
  await expect(page).toHaveURL(/\/es\/festivales$/);
});

test('header links lead to localised pages', async ({ page }) => {
  await page.goto('/fr');
  const nav = page.getByRole('banner').getByRole('navigation');
  await nav.getByRole('link', { name: 'Festivals' }).click();
  await expect(page).toHaveURL(/\/fr\/festivals$/);
  await expect(page).toHaveTitle(/Festivals/);
});

test('each page has its title, description, canonical and alternate links, also in the served HTML', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/es/festivales')).text();
  expect(html).toContain('<html lang="es"');
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/es\/festivales"/);
  expect(html).toMatch(/hreflang="fr" href="[^"]*\/fr\/festivals"/);

  await page.goto('/es/festivales');
  await expect(page).toHaveTitle(/Festivales/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/es\/festivales$/);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    /\/en\/festivals$/,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
});

test('a signed-in page sends an anonymous visitor to sign-in', async ({ page }) => {
  await page.goto('/fr/tableau-de-bord');
  await expect(page).toHaveURL(/\/fr\/connexion/);
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
});

test('embed mode hides the header and footer', async ({ page }) => {
  await page.goto('/en/festivals?embed');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('after navigation the page scrolls back to the top', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 300 });
  await page.goto('/en');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('link').first().click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the site is usable at 360 px wide with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/en');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await expectNoAxeViolations(page);
});

test('on a phone the header is one line with a menu, and focus follows navigation', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/fr');
  const banner = page.getByRole('banner');
  const box = await banner.boundingBox();
  expect(box?.height ?? 0).toBeLessThanOrEqual(80);
  await banner.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('link', { name: 'Festivals' }).click();
  await expect(page).toHaveURL(/\/fr\/festivals$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Festivals' }),
  ).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);
});

test('header, pages and footer share one content width and left edge at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const url of ['/en', '/en/festivals', '/en/festival/2-les-courts-de-nantes', '/en/how-it-works']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const box = (area: string) => page.locator(`${area} .mantine-Container-root`).first().boundingBox();
    const [header, main, footer] = await Promise.all([box('header.site-header'), box('main'), box('footer')]);
    expect(main?.x, `${url}: page and header`).toBeCloseTo(header?.x ?? -1, 0);
    expect(main?.width, `${url}: page and header width`).toBeCloseTo(header?.width ?? -1, 0);
    expect(footer?.x, `${url}: footer and header`).toBeCloseTo(header?.x ?? -1, 0);
  }
});
