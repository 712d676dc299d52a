import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { signUp } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { createFilmFromCreationTab } from './film-creation.ts';

// Issue 13, Vimeo: a film video given as a private Vimeo video (address and password, checked
// in the browser, then shown with Vimeo's embedded player), and the authorisation return
// `/vimeo-callback#access_token=...` that lands on the film's media tab with the token. Nothing
// reaches the internet: requests to Vimeo are cut, and the test asserts the player's address.

const PASSWORD = 'Vimeo-Journey-2026';

async function offline(page: Page) {
  await page.route(/^https:\/\/([a-z0-9-]+\.)*vimeo(cdn)?\.com\//, (route) => route.abort());
}

test('a filmmaker gives a private Vimeo video and sees its player', async ({ page, request }) => {
  test.setTimeout(120_000);
  await offline(page);
  await signUp(page, request, `vimeo-${Date.now()}@example.com`, PASSWORD);
  const filmId = await createFilmFromCreationTab(page, 'Sans toit ni loi', { minutes: '0', seconds: '3' });
  await page.goto(`/en/films/${filmId}/media`);
  const card = page.getByTestId('video-film');
  const vimeo = card.getByTestId('vimeo-film');
  const address = vimeo.getByRole('textbox', { name: 'Vimeo video address' });
  const password = vimeo.getByLabel('Video password');
  const save = vimeo.getByRole('button', { name: 'Use this Vimeo video' });

  // Both fields are required and checked before anything is sent.
  await save.click();
  await expect(vimeo.getByText('Please give the address of the Vimeo video.')).toBeVisible();
  await expect(vimeo.getByText("Please give the video's password", { exact: false })).toBeVisible();
  await address.fill('https://www.youtube.com/watch?v=abc');
  await password.fill('festival');
  await save.click();
  await expect(vimeo.getByText('This is not the address of a Vimeo video', { exact: false })).toBeVisible();

  await address.fill('https://vimeo.com/76979871/a1b2c3d4e5');
  await save.click();
  await expect(vimeo.getByRole('status')).toHaveText('Vimeo video saved.');
  const player = card.locator('iframe[title="Vimeo player: Film video (screener)"]');
  await expect(player).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871?h=a1b2c3d4e5');
  await expect(card.getByRole('row', { name: /Source/ })).toContainText('Vimeo (private video)');
  await expect(card.getByRole('link', { name: 'https://vimeo.com/76979871/a1b2c3d4e5' })).toBeVisible();

  // After a reload the reference is still the film video.
  await page.reload();
  await expect(page.getByTestId('video-film').locator('iframe')).toHaveAttribute(
    'src',
    'https://player.vimeo.com/video/76979871?h=a1b2c3d4e5',
  );
  await expectNoAxeViolations(page);
});

test('the Vimeo authorisation return opens the media tab with the token, and the video is recorded as from the account', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await offline(page);
  await signUp(page, request, `vimeo-return-${Date.now()}@example.com`, PASSWORD);
  const filmId = await createFilmFromCreationTab(page, 'Cléo de 5 à 7', { minutes: '0', seconds: '3' });
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });

  await page.goto(
    `/vimeo-callback#access_token=tok_e2e_1234567&token_type=bearer&expires_in=86400&state=${filmId}-fr`,
  );
  await expect(page).toHaveURL(new RegExp(`/fr/films/${filmId}/medias$`));
  expect(visited.some((url) => url.includes(`/fr/films/${filmId}/medias?vimeoToken=tok_e2e_1234567`))).toBe(
    true,
  );
  // The token left the address bar; the tab says the account is connected.
  await expect(page.getByText('Votre compte Vimeo est connecté jusqu', { exact: false })).toBeVisible();
  const cookies = await page.context().cookies();
  const cookie = cookies.find((c) => c.name === 'sl_vimeo');
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.value).not.toContain('tok_e2e');
  // At most an hour, whatever Vimeo said.
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeLessThanOrEqual(3600 + 5);

  const vimeo = page.getByTestId('vimeo-film');
  await vimeo
    .getByRole('textbox', { name: 'Adresse de la vidéo Vimeo' })
    .fill('https://player.vimeo.com/video/123456');
  await vimeo.getByLabel('Mot de passe de la vidéo').fill('secret');
  await vimeo.getByRole('button', { name: 'Utiliser cette vidéo Vimeo' }).click();
  await expect(page.getByTestId('video-film').getByRole('row', { name: /Source/ })).toContainText(
    'Vimeo (depuis votre compte)',
  );
  await expect(page.getByTestId('video-film').locator('iframe')).toHaveAttribute(
    'src',
    'https://player.vimeo.com/video/123456',
  );
});

/** A one-second video made with ffmpeg for the trailer. */
function makeTrailer(): string {
  const path = join(mkdtempSync(join(tmpdir(), 'e2e-vimeo-')), 'teaser.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=duration=1:size=320x180:rate=24'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', path],
  ]);
  return path;
}

test('replacing an uploaded trailer with a Vimeo video asks first, then the file goes', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await offline(page);
  await signUp(page, request, `vimeo-replace-${Date.now()}@example.com`, PASSWORD);
  const filmId = await createFilmFromCreationTab(page, 'Le Bonheur', { minutes: '0', seconds: '3' });
  await page.goto(`/en/films/${filmId}/media`);
  const card = page.getByTestId('video-trailer');
  await card.locator('input[type="file"]').setInputFiles(makeTrailer());
  await card.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(card.getByRole('cell', { name: 'teaser.mp4' })).toBeVisible({ timeout: 60_000 });

  const vimeo = card.getByTestId('vimeo-trailer');
  await vimeo.getByRole('textbox', { name: 'Vimeo video address' }).fill('https://vimeo.com/555666777');
  await vimeo.getByLabel('Video password').fill('teaser-pass');
  await vimeo.getByRole('button', { name: 'Use this Vimeo video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Replace the stored file?' });
  await expect(dialog).toContainText('The Trailer file stored here will be deleted');
  // Cancelled: the file stays.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('cell', { name: 'teaser.mp4' })).toBeVisible();

  await vimeo.getByRole('button', { name: 'Use this Vimeo video' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Replace the file' }).click();
  await expect(card.locator('iframe')).toHaveAttribute('src', 'https://player.vimeo.com/video/555666777');
  await expect(card.getByRole('cell', { name: 'teaser.mp4' })).toBeHidden();
  const answer = await page.request.get(`/api/films/${filmId}/video/trailer/url`);
  expect(answer.status()).toBe(404);
});

test('a Vimeo return for a film that is not the user’s says so', async ({ page, request }) => {
  await offline(page);
  await signUp(page, request, `vimeo-other-${Date.now()}@example.com`, PASSWORD);
  await page.goto('/vimeo-callback#access_token=tok_e2e_1234567&expires_in=600&state=999999-en');
  await expect(page.getByRole('alert')).toContainText('The Vimeo authorisation could not be used.');
  await expect(page).toHaveURL(/\/vimeo-callback$/);
  expect((await page.context().cookies()).some((c) => c.name === 'sl_vimeo')).toBe(false);
});
