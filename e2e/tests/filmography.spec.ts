import { expect, test } from '@playwright/test';
import { signUp } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { createFilmFromCreationTab } from './film-creation.ts';

// Issue 12, people's filmographies in the web: from a credited person's form, a film is added
// to their filmography (a wrong year refused first), edited, and removed after a confirmation
// that can be declined.

const PASSWORD = 'Filmography-2026';

test('a credited person’s filmography: a film added, edited, then removed after a confirmation', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signUp(page, request, `filmography-${Date.now()}@example.com`, PASSWORD);
  const id = await createFilmFromCreationTab(page, 'Le Bonheur');
  await page.goto(`/en/films/${id}/credits`);

  await page.getByRole('button', { name: 'Add a new person' }).click();
  const created = page.getByRole('dialog', { name: 'New person' });
  await page.getByRole('combobox', { name: 'Functions on this film' }).click();
  await page.getByRole('option', { name: 'Director', exact: true }).click();
  await page.keyboard.press('Escape');
  await created.getByRole('textbox', { name: 'First name' }).fill('Agnès');
  await created.getByRole('textbox', { name: 'Last name' }).fill('Varda');
  await created.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(created).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit Agnès Varda' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agnès Varda' });
  const filmography = dialog.getByTestId('filmography-editor');
  await expect(filmography.getByText('No film in the filmography yet.')).toBeVisible();

  // Added: a year in the future is refused by the domain's rule before anything is sent.
  await filmography.getByRole('textbox', { name: 'Film title' }).fill('Cléo de 5 à 7');
  await filmography.getByRole('textbox', { name: 'Award' }).fill('None');
  await filmography.getByRole('textbox', { name: 'Year' }).fill('2999');
  await filmography.getByRole('textbox', { name: 'Running time (minutes)' }).fill('90');
  await filmography.getByRole('button', { name: 'Add the film' }).click();
  await expect(filmography.getByText('Please give a year from 1800 to this year.')).toBeVisible();
  await filmography.getByRole('textbox', { name: 'Year' }).fill('1962');
  await filmography.getByRole('button', { name: 'Add the film' }).click();
  const lines = filmography.getByTestId('filmography');
  await expect(lines).toHaveCount(1);
  await expect(lines).toContainText('Cléo de 5 à 7 (1962, 90 mins) · None');
  // The form is emptied for the next film.
  await expect(filmography.getByRole('textbox', { name: 'Film title' })).toHaveValue('');
  await expectNoAxeViolations(page);

  // Edited: the form takes the line's values; saved, the line shows the new ones.
  await filmography.getByRole('button', { name: 'Edit Cléo de 5 à 7' }).click();
  await expect(filmography.getByRole('textbox', { name: 'Film title' })).toHaveValue('Cléo de 5 à 7');
  await expect(filmography.getByRole('textbox', { name: 'Running time (minutes)' })).toHaveValue('90');
  await filmography.getByRole('textbox', { name: 'Award' }).fill('Selected in Cannes');
  await filmography.getByRole('textbox', { name: 'Running time (minutes)' }).fill('89');
  await filmography.getByRole('button', { name: 'Save the film' }).click();
  await expect(lines).toContainText('Cléo de 5 à 7 (1962, 89 mins) · Selected in Cannes');
  await expect(filmography.getByRole('button', { name: 'Add the film' })).toBeVisible();
  // It was a change of the line, not a new one.
  await expect(lines).toHaveCount(1);

  // Removed: the confirmation says what goes; "Keep it" keeps it.
  await filmography.getByRole('button', { name: 'Delete Cléo de 5 à 7' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this film from the filmography?' });
  await expect(confirm).toContainText('“Cléo de 5 à 7” (1962) is removed');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(lines).toHaveCount(1);
  await filmography.getByRole('button', { name: 'Delete Cléo de 5 à 7' }).click();
  await confirm.getByRole('button', { name: 'Delete for good' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(lines).toHaveCount(0);
  await expect(filmography.getByText('No film in the filmography yet.')).toBeVisible();

  // Reopened, the person's filmography is still empty: the removal reached the server.
  await page.reload();
  await page.getByRole('button', { name: 'Edit Agnès Varda' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Agnès Varda' }).getByText('No film in the filmography yet.'),
  ).toBeVisible();
});
