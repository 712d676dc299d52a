import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

// The help centre (spec §2: help leads to category 10; category/{id} shows its questions and
// the other topics), its categories and answers from `GET /api/help/categorie[/{id}/articles]`.

type Category = { Id: number; Libelle: string };
type Resource = { Libelle: string; Texte: string | null };

test('a visitor opens help from the footer, reads an answer, and goes to another topic', async ({ page }) => {
  const categories = (await (
    await page.request.get('/api/help/categorie', { headers: { culture: 'fr' } })
  ).json()) as Category[];
  const [first, second] = categories;
  if (!first || !second) throw new Error('The demo help centre has fewer than two categories');
  const questions = (await (
    await page.request.get(`/api/help/categorie/${first.Id}/articles`, { headers: { culture: 'fr' } })
  ).json()) as Resource[];
  const question = questions[0];
  if (!question) throw new Error(`The help category ${first.Id} has no question`);

  await page.goto('/fr');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Aide' }).click();
  await expect(page).toHaveURL(/\/fr\/aide\/categorie\/10$/);
  await expect(page.getByRole('heading', { level: 1, name: first.Libelle })).toBeVisible();
  await expect(page).toHaveTitle(/Shortlist/);

  // A question opens with the keyboard and shows its answer.
  const summary = page.locator('summary', { hasText: question.Libelle.slice(0, 20) }).first();
  const answer = summary.locator('xpath=..');
  await expect(answer).not.toHaveAttribute('open', '');
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(answer).toHaveAttribute('open', '');
  const firstWords =
    (question.Texte ?? '')
      .split('\n')[0]
      ?.replace(/\*\*|\[|\]\([^)]*\)/g, '')
      .slice(0, 30) ?? '';
  await expect(answer).toContainText(firstWords);
  await expectNoAxeViolations(page);

  const topics = page.getByRole('navigation', { name: "Rubriques d'aide" });
  await expect(topics.getByRole('link', { name: first.Libelle })).toHaveAttribute('aria-current', 'page');
  await topics.getByRole('link', { name: second.Libelle }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/aide/categorie/${second.Id}$`));
  await expect(page.getByRole('heading', { level: 1, name: second.Libelle })).toBeVisible();
});

test('help leads to its first category, and an unknown category answers 404', async ({ page }) => {
  await page.goto('/en/help');
  await expect(page).toHaveURL(/\/en\/help\/category\/10$/);
  const response = await page.goto('/en/help/category/999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: "We can't find this page" })).toBeVisible();
});
