import { expect, type Page, test } from '@playwright/test';
import { signUp } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { createFilmFromCreationTab } from './film-creation.ts';
import { gotoHydrated } from './hydration.ts';

// Issue 32, items 7 and 8, on a 360 px phone: the preview says what keeps the film from a
// festival (the screener too) and shows the record as a festival reads it (credits and documents
// included); the nine tabs are
// reachable with a cue that more exist, by pointer and by keyboard; a new person's photo and
// biography are reachable before the form is closed, and a saved title and phone country code
// come back when editing; a career row just added is not shown in error.

test.beforeEach(async ({ context }) => {
  await context.clearCookies();
});

// Signed up on a wide screen (the header's sign-out link it checks is in the phone menu).
const PHONE = { width: 360, height: 740 };

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Parts of the film record' });

test('a new film previews what it misses to enter, and its nine tabs are reachable at 360 px', async ({
  page,
  request,
}) => {
  await signUp(page, request, 'record-phone@example.com', 'Record-Phone-2026');
  await page.setViewportSize(PHONE);
  const id = await createFilmFromCreationTab(page, 'Le Jour bleu');

  await gotoHydrated(page, `/en/films/${id}/preview`);
  const checklist = page.getByTestId('checklist');
  await expect(checklist.getByRole('link', { name: 'The film video (screener)' })).toHaveAttribute(
    'href',
    `/en/films/${id}/media#film-screener`,
  );
  await expect(checklist).not.toContainText('can enter festivals');
  const festival = page.getByRole('region', { name: 'How festivals will see your film' });
  await expect(festival.getByRole('heading', { name: 'Titles' })).toBeVisible();
  await expect(festival.getByText('Le Jour bleu')).toBeVisible();
  // The credits and documents too, as the festival's entry view shows them: none yet.
  await expect(
    festival.getByRole('region', { name: 'Credits and contacts' }).getByText('No credits.'),
  ).toBeVisible();
  await expect(festival.getByRole('region', { name: 'Documents' }).getByText('No documents.')).toBeVisible();
  await expectNoAxeViolations(page);

  // The row hides tabs on the right: a cue says so, and scrolls them in.
  const management = tabs(page).getByRole('link', { name: 'Management' });
  await expect(page.getByTestId('tabs-more-after')).toBeVisible();
  await expect(page.getByTestId('tabs-more-before')).toHaveCount(0);
  await expect(management).not.toBeInViewport({ ratio: 1 });
  await page.getByTestId('tabs-more-after').click();
  await expect(page.getByTestId('tabs-more-before')).toBeVisible();

  // By keyboard: each tab is focused in turn and scrolled whole into view.
  await tabs(page).getByRole('link', { name: 'Creation' }).focus();
  await expect(tabs(page).getByRole('link', { name: 'Creation' })).toBeInViewport({ ratio: 1 });
  for (let step = 0; step < 8; step += 1) await page.keyboard.press('Tab');
  await expect(management).toBeFocused();
  await expect(management).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/en/films/${id}/management$`));
  await expect(management).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('tabs-more-after')).toHaveCount(0);
  await expect(page.locator('html')).toHaveJSProperty('scrollWidth', 360);
});

test("a new person's photo and biography come before closing, and their title and country code come back", async ({
  page,
  request,
}) => {
  await signUp(page, request, 'record-person@example.com', 'Record-Person-2026');
  await page.setViewportSize(PHONE);
  const id = await createFilmFromCreationTab(page, 'La Nuit verte');

  await gotoHydrated(page, `/en/films/${id}/credits`);
  await page.getByRole('button', { name: 'Add a new person' }).click();
  const dialog = page.getByRole('dialog', { name: 'New person' });
  await dialog.getByRole('combobox', { name: 'Functions on this film' }).click();
  await page.getByRole('option', { name: 'Director', exact: true }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await dialog.getByRole('combobox', { name: 'Title' }).selectOption({ label: 'Ms' });
  await dialog.getByRole('textbox', { name: 'Country code' }).fill('44');
  await dialog.getByRole('textbox', { name: 'Phone', exact: true }).fill('2079460000');
  await expect(dialog.getByRole('button', { name: 'Add the photo' })).toHaveCount(0);
  await dialog.getByRole('button', { name: /Save and add a photo/ }).click();

  const person = page.getByRole('dialog', { name: 'Ada Lovelace' });
  await expect(person.getByRole('button', { name: 'Add the photo' })).toBeVisible();
  await expect(person.getByRole('button', { name: 'Add the biography' })).toBeVisible();
  await expect(person.getByRole('button', { name: 'Add the film' })).toBeVisible();
  await expect(person.getByRole('region', { name: 'Documents of this person on the film' })).toBeVisible();
  await expectNoAxeViolations(page);
  await person.getByRole('button', { name: 'Close' }).click();
  await expect(person).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit Ada Lovelace' }).click();
  const again = page.getByRole('dialog', { name: 'Ada Lovelace' });
  await expect(again.getByRole('combobox', { name: 'Title' })).toHaveValue('2');
  await expect(again.getByRole('combobox', { name: 'Title' }).locator('option:checked')).toHaveText('Ms');
  await expect(again.getByRole('textbox', { name: 'Country code' })).toHaveValue('44');
  await expect(again.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue('2079460000');
  await again.getByRole('button', { name: 'Close' }).click();

  // A career row just added waits for the filmmaker before showing what it lacks.
  await gotoHydrated(page, `/en/films/${id}/career`);
  await page.getByRole('button', { name: 'Add a festival' }).click();
  await page.getByRole('button', { name: 'Add a broadcast' }).click();
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
});
