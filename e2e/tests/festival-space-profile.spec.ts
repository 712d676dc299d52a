import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

// Issue 33, the festival profile: the demo festival's manager (README, "Try both sides") edits
// the presentation in English and French on the profile page, is told on the English tab when
// English is left empty, saves, and the festival's public page shows the new text at once, in
// each language.

const DEMO_FESTIVAL = '40';
const DEMO_MANAGER = { Login: 'manager@festival.demo.shortlist.example', Password: 'Shortlist-Demo-1' };

test('the manager edits the presentation per language and the public page shows it at once', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const english = `A week of short films by the sea (${stamp}).`;
  const french = `Une semaine de courts métrages au bord de la mer (${stamp}).`;
  const signedIn = await page.request.post('/api/login', { data: DEMO_MANAGER });
  expect(signedIn.status()).toBe(200);

  await page.goto(`/en/festival-space/${DEMO_FESTIVAL}/profile`);
  await expect(page.getByRole('heading', { level: 1, name: 'Festival profile' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Festival profile', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // English is required: left empty, the save says so on the English tab, from the French one.
  const englishBox = page.getByRole('textbox', { name: 'Presentation in English' });
  await englishBox.fill('');
  await page.getByRole('tab', { name: 'French' }).click();
  const frenchBox = page.getByRole('textbox', { name: 'Presentation in French' });
  await frenchBox.fill(french);
  await page.getByRole('button', { name: 'Save the profile' }).click();
  await expect(englishBox).toBeVisible();
  await expect(englishBox).toBeFocused();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await expectNoAxeViolations(page);

  // The keyboard moves between the language tabs.
  await page.getByRole('tab', { name: 'English' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'French' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'English' }).click();
  await englishBox.fill(english);
  await page.getByRole('button', { name: 'Save the profile' }).click();
  await expect(page.getByText('The festival profile is saved.')).toBeVisible();

  // The public page, in English and in French.
  await page.getByRole('link', { name: 'See the public page' }).click();
  await expect(page.getByText(english)).toBeVisible();
  await page.goto(`/fr/festival/${DEMO_FESTIVAL}`);
  await expect(page.getByText(french)).toBeVisible();

  // Back on the profile, the saved texts are there.
  await page.goto(`/en/festival-space/${DEMO_FESTIVAL}/profile`);
  await expect(page.getByRole('textbox', { name: 'Presentation in English' })).toHaveValue(english);
  await expectNoAxeViolations(page);
});
