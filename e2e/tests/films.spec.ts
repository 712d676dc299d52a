import { expect, type Page, test } from '@playwright/test';
import { signUp } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { createFilmFromCreationTab } from './film-creation.ts';

// The film record of issue 12 in a real browser against the real server and database: a film
// created from its creation tab, completed tab by tab, published with a custom address, opened
// by a visitor in en and fr, and a film deleted.

const PASSWORD = 'Film-Journey-2026';

test.beforeEach(async ({ context }) => {
  await context.clearCookies();
});

/** Chooses `option` in a Mantine multi-select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.').first()).toBeVisible();
  await expect(page.getByText('Everything is saved.')).toBeVisible();
}

test('a filmmaker creates a film, completes its tabs, publishes it and a visitor opens it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signUp(page, request, `films-${Date.now()}@example.com`, PASSWORD);

  await page.goto('/en/films');
  await expect(page.getByText(/You have no film yet/)).toBeVisible();
  await expectNoAxeViolations(page);

  // The creation tab refuses a film without its rights declaration, and says why.
  await page.goto('/en/films/0/creation');
  await page.getByRole('button', { name: 'Create the film' }).click();
  await expect(page.getByText('Please confirm that you hold the rights to this film.')).toBeVisible();
  await expectNoAxeViolations(page);

  const shortname = `white-night-${Date.now()}`;
  const id = await createFilmFromCreationTab(page, 'La Nuit blanche');
  await expect(page.getByRole('heading', { level: 1, name: 'La Nuit blanche' })).toBeVisible();

  // Data tab.
  await page.getByRole('textbox', { name: 'International title (in English)' }).fill('The White Night');
  await page
    .getByRole('textbox', { name: 'Summary in English' })
    .fill('A night nurse crosses a sleeping city.');
  await choose(page, 'Genres (up to 5)', 'Drama');
  await choose(page, 'Dialogue languages', 'French');
  await page.getByRole('button', { name: 'Add a summary in another language' }).click();
  const summary = page.getByRole('group', { name: 'Summary 1' });
  await summary.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'French' });
  await summary.getByRole('textbox', { name: 'Summary' }).fill('Une infirmière de nuit traverse la ville.');
  await save(page);
  await expectNoAxeViolations(page);

  // Technical tab: every field is required.
  await page
    .getByRole('navigation', { name: 'Parts of the film record' })
    .getByRole('link', { name: /Technical/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/en/films/${id}/technical$`));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/every field of the technical specification is needed/).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Aspect ratio' }).selectOption({ label: '1.85' });
  await page.getByRole('combobox', { name: 'Sound' }).selectOption({ label: 'Stereo' });
  await page.getByRole('combobox', { name: 'Frame rate' }).selectOption({ label: '24 fps' });
  await page.getByRole('combobox', { name: 'Shooting format' }).selectOption({ label: 'Digital' });
  await choose(page, 'Capture media', 'Digital cinema camera');
  await choose(page, 'Projection formats', 'DCP');
  await save(page);
  await expectNoAxeViolations(page);

  // Career tab.
  await page.goto(`/en/films/${id}/career`);
  await page.getByRole('button', { name: 'Add a festival' }).click();
  await page.getByRole('textbox', { name: 'Festival name' }).fill('Clermont-Ferrand');
  await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'France' });
  await page.getByRole('combobox', { name: 'Year' }).selectOption('2025');
  await save(page);
  await expectNoAxeViolations(page);

  // Publication: public, with a custom address.
  await page.goto(`/en/films/${id}/publication`);
  await page.getByRole('radio', { name: 'Public' }).check();
  await page.getByRole('textbox', { name: 'Custom address' }).fill('not valid!');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/joined by hyphens \(my-short-film\)/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Custom address' }).fill(shortname);
  await save(page);
  await expectNoAxeViolations(page);

  // The overview lists what is still missing, each item leading to its tab and field.
  await page.goto(`/en/films/${id}`);
  const checklist = page.getByTestId('checklist');
  await expect(checklist.getByRole('link', { name: 'A director in the credits' })).toBeVisible();
  await expect(checklist.getByRole('link', { name: 'Summary in English' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The list shows it, with what is missing.
  await page.goto('/en/films');
  const card = page.getByTestId('film-card').filter({ hasText: 'La Nuit blanche' });
  await expect(card.getByText('Incomplete')).toBeVisible();
  await expect(card.getByTestId('film-missing')).toBeVisible();

  // A visitor opens the public page by its custom address, in English and French.
  await page.context().clearCookies();
  await page.goto(`/en/film/${id}`);
  await expect(page).toHaveURL(new RegExp(`/en/film/${shortname}$`));
  // Without an English title, the international one, the original beneath (issue 32).
  await expect(page.getByRole('heading', { level: 1, name: 'The White Night' })).toBeVisible();
  await expect(page.getByText('A night nurse crosses a sleeping city.')).toBeVisible();
  await expect(page).toHaveTitle('The White Night (2025) | Shortlist');
  await expectNoAxeViolations(page);
  await page.goto(`/fr/film/${shortname}`);
  await expect(page.getByText('Une infirmière de nuit traverse la ville.')).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/fr/film/${shortname}$`),
  );
  const movie = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(movie).toMatchObject({ '@type': 'Movie', name: 'The White Night', duration: 'PT12M30S' });
  await page.getByRole('link', { name: 'Générique' }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/film/${shortname}/generique$`));
  await expectNoAxeViolations(page);
});

test('a film never submitted is deleted after a confirmation that says what is lost', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signUp(page, request, `films-delete-${Date.now()}@example.com`, PASSWORD);
  const id = await createFilmFromCreationTab(page, 'Brouillon');
  await page.goto(`/en/films/${id}/management`);
  await page.getByRole('button', { name: 'Delete this film' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete “Brouillon”?' });
  await expect(dialog.getByText('its photos, documents and video files')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Delete the film' }).click();
  await expect(page).toHaveURL(/\/en\/films$/);
  await expect(page.getByText('The film is deleted.')).toBeVisible();
  await expect(page.getByText(/You have no film yet/)).toBeVisible();
  expect((await page.request.get(`/api/films/${id}`)).status()).toBe(404);
});
