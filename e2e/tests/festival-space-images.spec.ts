import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { signedApi } from './eligible-film.ts';
import { pick, png } from './png-image.ts';

// Issue 33, the festival profile's images, lists and labels: the demo festival's manager uploads
// a logo and two photos with their credits, moves the second before the first from the keyboard,
// picks a genre and adds a label, saves, and the festival's public page shows them at once, the
// photos in the manager's order. A removal asks first. Axe finds nothing; at 360 px nothing
// scrolls sideways.

const DEMO_FESTIVAL = '40';
const DEMO_MANAGER = { Login: 'manager@festival.demo.shortlist.example', Password: 'Shortlist-Demo-1' };

type Images = { Logo: { Fichier: string } | null; photos: { Id: number; Fichier: string; Credit: string }[] };

test('the manager uploads a logo and a credited photo, picks a genre and a label; the public page shows them', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const credit = `© Festival crew ${stamp}`;
  const labelTitle = `Short Film Alliance ${stamp}`;
  const signedIn = await page.request.post('/api/login', { data: DEMO_MANAGER });
  expect(signedIn.status()).toBe(200);

  // A genre the festival has not chosen yet.
  const profile = (await (
    await page.request.get(`/api/festival-space/festivals/${DEMO_FESTIVAL}/profile`)
  ).json()) as { idsGenre: number[] };
  const genres = (await (
    await page.request.get('/api/genre/dico', { headers: { culture: 'en' } })
  ).json()) as { Id: number; Libelle: string }[];
  const genre = genres.find((g) => !profile.idsGenre.includes(g.Id));
  if (!genre) throw new Error('the demo festival has every genre');

  await page.goto(`/en/festival-space/${DEMO_FESTIVAL}/profile`);
  await expect(page.getByRole('heading', { level: 1, name: 'Festival profile' })).toBeVisible();
  const images = page.getByRole('group', { name: 'Images' });
  await expect(images).toBeVisible();
  await expectNoAxeViolations(page);

  // The logo: uploaded at once, its preview shown.
  const logoButton = page.getByRole('button', { name: /^(Upload a logo|Replace the logo)$/ });
  await pick(page, logoButton, {
    name: 'logo.png',
    buffer: png(300, 200, [200, 40, 40]),
  });
  await expect(page.getByText('The image is saved.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Logo of the festival' })).toBeVisible();

  // A file that is no image is refused with the server's reason, and nothing changes.
  await pick(page, page.getByRole('button', { name: 'Replace the logo' }), {
    name: 'notes.png',
    buffer: Buffer.from('not a picture'),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: "This type of file isn't accepted here." }),
  ).toBeVisible();

  // A photo needs its credit first.
  const addPhoto = page.getByRole('button', { name: 'Choose a photo and add it' });
  await pick(page, addPhoto, { name: 'photo.png', buffer: png(640, 360, [30, 90, 160]) });
  await expect(page.getByText('This field is required.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Credit of the new photo' }).fill(credit);
  await pick(page, addPhoto, { name: 'photo.png', buffer: png(640, 360, [30, 90, 160]) });
  await expect(page.getByText('The photo is added.')).toBeVisible();
  const saved = (await (
    await page.request.get(`/api/festival-space/festivals/${DEMO_FESTIVAL}/images`)
  ).json()) as Images;
  const photo = saved.photos.find((p) => p.Credit === credit);
  expect(photo).toBeTruthy();
  const logo = saved.Logo?.Fichier as string;
  await expect(page.getByRole('img', { name: new RegExp(`credit: ${credit}`) })).toBeVisible();
  await expectNoAxeViolations(page);

  // A removal asks first; keeping it changes nothing.
  const number = saved.photos.indexOf(photo as Images['photos'][number]) + 1;
  await page.getByRole('button', { name: `Remove photo ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Remove photo ${number}?` });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: `Credit of photo ${number}` })).toHaveValue(credit);

  // A second photo, moved before the first from the keyboard: the focus stays on the moved
  // photo's button, now one place up, and the order is saved.
  const secondCredit = `© Second crew ${stamp}`;
  await page.getByRole('textbox', { name: 'Credit of the new photo' }).fill(secondCredit);
  await pick(page, addPhoto, { name: 'second.png', buffer: png(640, 360, [160, 120, 30]) });
  await expect(page.getByText('The photo is added.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: `Credit of photo ${number + 1}` })).toHaveValue(
    secondCredit,
  );
  await expect(page.getByRole('button', { name: `Move photo ${number + 1} down` })).toBeDisabled();
  await page.getByRole('button', { name: `Move photo ${number + 1} up` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('The order of the photos is saved: the public page follows it.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: `Credit of photo ${number}` })).toHaveValue(secondCredit);
  await expect(page.getByRole('textbox', { name: `Credit of photo ${number + 1}` })).toHaveValue(credit);
  await expect(page.getByRole('button', { name: `Move photo ${number} up` })).toBeFocused();
  await expectNoAxeViolations(page);
  const ordered = (await (
    await page.request.get(`/api/festival-space/festivals/${DEMO_FESTIVAL}/images`)
  ).json()) as Images;
  expect(ordered.photos.map((p) => p.Credit).slice(-2)).toEqual([secondCredit, credit]);
  const second = ordered.photos.find((p) => p.Credit === secondCredit)!;

  // A genre and a label, saved with the profile.
  const genreInput = page.getByRole('combobox', { name: 'Genres' });
  await genreInput.click();
  await genreInput.fill(genre.Libelle);
  await page.getByRole('option', { name: genre.Libelle, exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add a label' }).click();
  const labels = page.getByRole('group', { name: /^Label \d+$/ });
  const label = labels.last();
  await label.getByRole('combobox', { name: 'Kind of label' }).selectOption('network');
  await label.getByRole('textbox', { name: 'Title in English' }).fill(labelTitle);
  await page.getByRole('button', { name: 'Save the profile' }).click();
  await expect(page.getByText('The festival profile is saved.')).toBeVisible();
  await expectNoAxeViolations(page);

  // The public page shows the new logo, the photo with its credit, the genre and the label: each
  // app server hears of the change within a second (festival_version), so the page is read again
  // until then.
  await expect(async () => {
    await page.goto(`/en/festival/${DEMO_FESTIVAL}`);
    await expect(page.getByText(labelTitle)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(page.locator(`img[src*="${logo}"]`).first()).toBeVisible();
  await expect(page.getByText(`Photo: ${credit}`)).toBeVisible();
  await expect(page.locator(`img[src*="${photo?.Fichier}"]`)).toHaveCount(1);
  await expect(page.getByText(genre.Libelle, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(labelTitle)).toBeVisible();
  // The page follows the manager's order: the second photo comes first.
  const captions = await page.getByText(/^Photo: /).allTextContents();
  expect(captions.indexOf(`Photo: ${secondCredit}`)).toBeLessThan(captions.indexOf(`Photo: ${credit}`));
  expect(captions.indexOf(`Photo: ${secondCredit}`)).toBeGreaterThanOrEqual(0);
  // The second photo goes again, so the first is back at its number.
  const { send } = await signedApi(page);
  await send('delete', `/api/festival-space/festivals/${DEMO_FESTIVAL}/photos/${second.Id}`);
  const served = await page.request.get(`/api/public/images/festivals/size/thumbnail/${logo}`);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/jpeg');

  // At 360 px the profile's images and lists fit without scrolling sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/en/festival-space/${DEMO_FESTIVAL}/profile`);
  await expect(page.getByRole('img', { name: 'Logo of the festival' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Genres' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `the profile is ${width} px wide`).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);

  // Removing the photo, confirmed, takes it off the public page.
  await page.getByRole('button', { name: `Remove photo ${number}` }).click();
  await page
    .getByRole('dialog', { name: `Remove photo ${number}?` })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(page.getByText('The photo is removed.')).toBeVisible();
  // A visitor who has not seen the page (this browser may keep the page's answer a minute:
  // public answers are sent with max-age=60).
  const visitor = await browser.newPage();
  const origin = new URL(page.url()).origin;
  await expect(async () => {
    await visitor.goto(`${origin}/en/festival/${DEMO_FESTIVAL}`);
    await expect(visitor.getByText(labelTitle)).toBeVisible({ timeout: 1_000 });
    await expect(visitor.getByText(`Photo: ${credit}`)).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await visitor.close();
});
