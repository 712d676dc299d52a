import { deflateSync } from 'node:zlib';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

// Issue 33, the festival profile's images, lists and labels: the demo festival's manager uploads
// a logo and a photo with its credit, picks a genre and adds a label, saves, and the festival's
// public page shows them at once. A removal asks first. Axe finds nothing; at 360 px nothing
// scrolls sideways.

const DEMO_FESTIVAL = '40';
const DEMO_MANAGER = { Login: 'manager@festival.demo.shortlist.example', Password: 'Shortlist-Demo-1' };

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of one colour (what a manager's file picker would give). */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Clicks a file button and gives the picker `file`. */
async function pick(page: Page, button: Locator, file: { name: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles({ name: file.name, mimeType: 'image/png', buffer: file.buffer });
}

type Images = { Logo: { Fichier: string } | null; photos: { Fichier: string; Credit: string }[] };

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
