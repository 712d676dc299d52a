import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

// The content pages of spec §2 (terms, privacy, pricing...), their texts from the content system
// (`POST /api/wpage`, `GET /api/wpage/{id}/wbloc`), as a visitor reads them.

type WebPage = { Id: number; Libelle: string };

async function contentTitle(page: Page, path: string): Promise<string> {
  const response = await page.request.post('/api/wpage', { data: { Data: path } });
  expect(response.ok(), path).toBe(true);
  return ((await response.json()) as WebPage).Libelle;
}

test('a visitor opens the terms from the footer, follows a link in them, and reads them in another language', async ({
  page,
}) => {
  const french = await contentTitle(page, '/fr/conditions-generales');
  const spanish = await contentTitle(page, '/es/condiciones');
  await page.goto('/fr');
  await page.getByRole('contentinfo').locator('a[href="/fr/conditions-generales"]').click();
  await expect(page).toHaveURL(/\/fr\/conditions-generales$/);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1, name: french })).toBeVisible();
  await expect(page).toHaveTitle(/Shortlist/);
  await expect(article.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // A link of the text to another page of the site stays in the app, in French.
  const inside = article.locator('a[href^="/fr/"]').first();
  const target = (await inside.getAttribute('href')) ?? '';
  await page.evaluate(() => {
    (window as { stillHere?: boolean }).stillHere = true;
  });
  await inside.click();
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[?]/g, '\\?')}$`));
  expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);

  await page.goBack();
  await expect(article.getByRole('heading', { level: 1, name: french })).toBeVisible();
  await page.getByRole('banner').getByLabel('Langue').selectOption('es');
  await expect(page).toHaveURL(/\/es\/condiciones$/);
  await expect(page.getByRole('article').getByRole('heading', { level: 1, name: spanish })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('every content page answers in en, fr and es with its own heading, and a page the system lacks is a 404', async ({
  page,
}) => {
  for (const path of ['/en/pricing', '/fr/mentions-legales', '/es/politica-de-privacidad', '/en/partners']) {
    const title = await contentTitle(page, path);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: title }), path).toBeVisible();
  }
  const missing = await page.request.post('/api/wpage', { data: { Data: '/en/festivals' } });
  expect(missing.status()).toBe(404);
  expect(((await missing.json()) as { code: string }).code).toBe('CONTENT_PAGE_NOT_FOUND');
});
