import { expect, type Page, test } from '@playwright/test';
import { signUp } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { createFilmFromCreationTab } from './film-creation.ts';
import { gotoHydrated } from './hydration.ts';

// Issue 12's "Done when" journey for the parts of the film record beyond the first tabs: a film
// taken from its creation tab to complete through every tab, with two credited people (one
// reused from another film of the same filmmaker), three photos (one principal) and a document;
// published with a custom address, opened signed out in en and fr; protected by a password,
// refused once, then unlocked.

const PASSWORD = 'Film-Record-2026';
// A real 1×1 PNG: the server reads the type from the bytes and resizes it with sharp.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.beforeEach(async ({ context }) => {
  await context.clearCookies();
});

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

async function tab(page: Page, id: number, name: RegExp, path: string) {
  await page
    .getByRole('navigation', { name: 'Parts of the film record' })
    .getByRole('link', { name })
    .click();
  await expect(page).toHaveURL(new RegExp(`/en/films/${id}/${path}$`));
}

/** Credits a new person in one function from the credits tab. */
async function creditNewPerson(page: Page, first: string, last: string, role: string) {
  await page.getByRole('button', { name: 'Add a new person' }).click();
  const dialog = page.getByRole('dialog', { name: 'New person' });
  await choose(page, 'Functions on this film', role);
  await dialog.getByRole('textbox', { name: 'First name' }).fill(first);
  await dialog.getByRole('textbox', { name: 'Last name' }).fill(last);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('credit').filter({ hasText: `${first} ${last}` })).toBeVisible();
}

async function uploadPhoto(page: Page, name: string, type: string, principal: boolean, count: number) {
  const photos = page.getByRole('region', { name: 'Photos' });
  await photos.locator('input[type="file"]').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
  await photos.getByRole('combobox', { name: 'Type', exact: true }).selectOption({ label: type });
  const mark = photos.getByRole('checkbox', { name: /Principal photo/ });
  if (principal) await mark.check();
  else await mark.uncheck();
  await photos.getByRole('button', { name: 'Add the photo' }).click();
  await expect(page.getByTestId('photo')).toHaveCount(count);
  // The form is emptied for the next photo once this one is in.
  await expect(photos.getByRole('button', { name: 'Photo to add' })).not.toContainText(name);
}

test('a film is completed through every tab, with credits, photos and a document, then shared', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await signUp(page, request, `film-record-${Date.now()}@example.com`, PASSWORD);

  // The creation tab, as a new film opens it.
  await page.goto('/en/films/0');
  await expect(page.getByRole('textbox', { name: 'Original title' })).toBeVisible();
  await expectNoAxeViolations(page);

  // An earlier film credits Agnès Varda: she is in the address book from then on.
  const earlier = await createFilmFromCreationTab(page, 'Premier essai');
  await page.goto(`/en/films/${earlier}/credits`);
  await creditNewPerson(page, 'Agnès', 'Varda', 'Director');

  const id = await createFilmFromCreationTab(page, 'La Nuit blanche');
  await page.getByRole('textbox', { name: 'International title (in English)' }).fill('The White Night');
  await page
    .getByRole('textbox', { name: 'Summary in English' })
    .fill('A night nurse crosses a sleeping city.');
  // Unsaved changes ask first (issue 12), whether the user follows a link or the browser's back
  // button (our own blocker on React Router's declarative router: shared/navigation).
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await page
    .getByRole('navigation', { name: 'Parts of the film record' })
    .getByRole('link', { name: /Technical/ })
    .click();
  await leave.getByRole('button', { name: 'Stay and keep editing' }).click();
  await expect(leave).toHaveCount(0);
  await page.goBack();
  await leave.getByRole('button', { name: 'Stay and keep editing' }).click();
  await expect(leave).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/en/films/${id}/data$`));
  await expect(page.getByRole('textbox', { name: 'International title (in English)' })).toHaveValue(
    'The White Night',
  );
  await save(page);
  await expect(page.getByText('Saved.', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await tab(page, id, /Technical/, 'technical');
  await page.getByRole('combobox', { name: 'Aspect ratio' }).selectOption({ label: '1.85' });
  await page.getByRole('combobox', { name: 'Sound' }).selectOption({ label: 'Stereo' });
  await page.getByRole('combobox', { name: 'Frame rate' }).selectOption({ label: '24 fps' });
  await page.getByRole('combobox', { name: 'Shooting format' }).selectOption({ label: 'Digital' });
  await choose(page, 'Capture media', 'Digital cinema camera');
  await choose(page, 'Projection formats', 'DCP');
  await save(page);
  await expect(page.getByText('Saved.', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Credits: a new director, and Agnès Varda found in the address book as the screenwriter.
  await tab(page, id, /Contacts and credits/, 'credits');
  await expectNoAxeViolations(page);
  await creditNewPerson(page, 'Jacques', 'Demy', 'Director');
  // A name the address book lacks: the message says who it holds and the way on.
  await page.getByRole('searchbox', { name: /address book/ }).fill('Kieslowski');
  await expect(
    page.getByText(/^No one called “Kieslowski” in your address book.*Add them as a new person\.$/),
  ).toBeVisible();
  await page.getByRole('searchbox', { name: /address book/ }).fill('varda');
  await page.getByRole('button', { name: 'Credit Agnès Varda on this film' }).click();
  const varda = page.getByRole('dialog', { name: 'Agnès Varda' });
  await expect(varda.getByRole('textbox', { name: 'Last name' })).toHaveValue('Varda');
  await choose(page, 'Functions on this film', 'Screenwriter');
  await expectNoAxeViolations(page);
  await varda.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(varda).toHaveCount(0);
  await expect(page.getByTestId('credit')).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Screenwriter' })).toBeVisible();

  // Media: three photos, the poster principal, and the dialogue list.
  await tab(page, id, /Screener and media/, 'media');
  await uploadPhoto(page, 'poster.png', 'poster', true, 1);
  await uploadPhoto(page, 'still.png', 'film still', false, 2);
  await uploadPhoto(page, 'set.png', 'on set', false, 3);
  await expect(page.getByTestId('photo')).toHaveCount(3);
  await expect(page.getByText('3 of 5 photos')).toBeVisible();
  await expect(page.getByTestId('photo').first().getByText('Principal', { exact: true })).toBeVisible();
  const documents = page.getByRole('region', { name: 'Documents' });
  await documents.locator('input[type="file"]').setInputFiles({
    name: 'dialogues.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('NURSE: Good night.\nPATIENT: Is it?\n'),
  });
  await documents.getByRole('button', { name: 'Add the document' }).click();
  await expect(documents.getByRole('link', { name: 'dialogues.txt' })).toBeVisible();
  await expectNoAxeViolations(page);

  await tab(page, id, /Career/, 'career');
  await expectNoAxeViolations(page);

  // Every required part is there: the list says complete.
  await page.goto('/en/films');
  const card = page.getByTestId('film-card').filter({ hasText: 'La Nuit blanche' });
  await expect(card.getByText('Complete', { exact: true })).toBeVisible();

  // Published with a custom address, then opened signed out in English and French.
  const shortname = `nuit-blanche-${Date.now()}`;
  await page.goto(`/en/films/${id}/publication`);
  await page.getByRole('radio', { name: 'Public' }).check();
  await page.getByRole('textbox', { name: 'Custom address' }).fill(shortname);
  await save(page);
  await expectNoAxeViolations(page);
  const owner = await page.context().storageState();
  await page.context().clearCookies();
  await page.goto(`/en/film/${shortname}`);
  await expect(page.getByRole('heading', { level: 1, name: 'The White Night' })).toBeVisible();
  await page.goto(`/fr/film/${shortname}`);
  await expect(page.getByRole('heading', { level: 1, name: 'The White Night' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  // Protected by a password (a SuperStamp unlocks it): a wrong password is refused, the right one opens it.
  await page.context().addCookies(owner.cookies);
  await page.goto(`/en/films/${id}/publication`);
  const granted = await page.evaluate(async (filmId) => {
    const csrf = /sl_csrf=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const response = await fetch(`/api/dev/films/${filmId}/superstamp`, {
      method: 'POST',
      headers: { 'x-csrf-token': csrf },
    });
    return response.status;
  }, id);
  expect(granted).toBe(200);
  await page.reload();
  await page.getByRole('radio', { name: 'Protected by a password' }).check();
  await page.getByLabel("Password of the film's page").fill('nuit-2026');
  await save(page);
  await page.context().clearCookies();
  // The form is server-rendered: text typed before React hydrates it is not in React's state, and
  // the button stays disabled (this journey failed CI that way once with one worker, once with two).
  await gotoHydrated(page, `/en/film/${shortname}`);
  await expect(page.getByRole('heading', { name: 'This film is protected' })).toBeVisible();
  // Once more, hydrated, the typed text was not in React's state (CI 2026-12-06, the button still
  // disabled after the fill): typed again until the button takes it.
  await expect(async () => {
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-one');
    await expect(page.getByRole('button', { name: 'See the film' })).toBeEnabled({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole('button', { name: 'See the film' }).click();
  await expect(page.getByText('Incorrect password. Please try again.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('nuit-2026');
  await page.getByRole('button', { name: 'See the film' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The White Night' })).toBeVisible();
  await expectNoAxeViolations(page);
});
