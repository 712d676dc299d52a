import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signUp } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { createFilmFromCreationTab } from './film-creation.ts';

// These journeys route the page's API requests. Once the service worker controls the page,
// Chromium sends them past `page.route` (seen in CI: the upload went through unrouted), so the
// worker is kept out here; service-worker.spec.ts tests it.
test.use({ serviceWorkers: 'block' });

// Issue 13 in a real browser: a video made by ffmpeg is uploaded with tus from the media tab,
// its progress shown; the connection is cut in the middle and the upload resumes to the same
// file (same sha256); the technical facts appear; the owner plays it.

const PASSWORD = 'Video-Journey-2026';

/** An 8 MB lossless test pattern with a tone: two 5 MB chunks, so the upload can be cut between. */
function makeVideo(): { path: string; sha256: string; size: number } {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-video-'));
  const path = join(dir, 'pattern.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=duration=5:size=1280x720:rate=24'],
    ...['-f', 'lavfi', '-i', 'sine=duration=5:sample_rate=48000'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '0', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-b:a', '320k', '-shortest', path],
  ]);
  const bytes = readFileSync(path);
  return { path, sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length };
}

test('a filmmaker uploads the film video, the connection drops, the upload resumes and the video plays', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const video = makeVideo();
  await signUp(page, request, `video-${Date.now()}@example.com`, PASSWORD);
  const filmId = await createFilmFromCreationTab(page, 'Sans soleil', { minutes: '0', seconds: '5' });
  await page.goto(`/en/films/${filmId}/media`);
  const card = page.getByTestId('video-film');
  await expect(card.getByText('No file uploaded yet.')).toBeVisible();

  // Every PATCH is slowed down so the progress can be seen; the second one is cut once.
  let patches = 0;
  await page.route('**/api/uploads/*', async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    patches += 1;
    await new Promise((resolve) => setTimeout(resolve, 800));
    if (patches === 2) return route.abort('connectionreset');
    return route.continue();
  });

  await card.locator('input[type="file"]').setInputFiles(video.path);
  await card.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(card.getByTestId('upload-progress-film')).toContainText('% uploaded');
  await expect(card.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(card.getByRole('status').filter({ hasText: 'Upload complete.' })).toBeVisible({
    timeout: 60_000,
  });
  // The cut PATCH was retried: at least three went out for two chunks.
  expect(patches).toBeGreaterThanOrEqual(3);

  await expect(card.getByRole('cell', { name: 'pattern.mp4' })).toBeVisible();
  // Another file for the same video asks before replacing it (issue 32); kept, nothing is sent.
  const posts = patches;
  await card.locator('input[type="file"][accept^="video/"]').setInputFiles(video.path);
  await card.getByRole('button', { name: 'Upload', exact: true }).click();
  const replace = page.getByRole('dialog', { name: 'Replace pattern.mp4?' });
  await replace.getByRole('button', { name: 'Keep the current one' }).click();
  await expect(replace).toBeHidden();
  expect(patches).toBe(posts);
  // The technical check runs as a job: its facts appear without a reload.
  const check = page.getByTestId('video-check-film');
  await expect(check.getByText('Checked.')).toBeVisible({ timeout: 30_000 });
  await expect(check.getByRole('cell', { name: '1280 × 720' })).toBeVisible();
  await expect(check.getByRole('cell', { name: /^h264/ })).toBeVisible();
  // In words: the container as filmmakers name it, both bit rates in one unit (issue 32).
  await expect(check.getByRole('cell', { name: 'MP4', exact: true })).toBeVisible();
  await expect(check.getByRole('cell', { name: /^[\d,]+ kb\/s$/ })).toBeVisible();
  await expect(check.getByRole('cell', { name: /^aac .*\b\d+ kb\/s$/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // The stored file is the same file, byte for byte, read through the owner's signed URL.
  const { url } = (await (await page.request.get(`/api/films/${filmId}/video/film/url`)).json()) as {
    url: string;
  };
  const stored = await page.request.get(url);
  expect(stored.status()).toBe(200);
  expect(
    createHash('sha256')
      .update(await stored.body())
      .digest('hex'),
  ).toBe(video.sha256);

  // A broken SRT: each error is listed with its line.
  const dir = mkdtempSync(join(tmpdir(), 'e2e-srt-'));
  const broken = join(dir, 'broken.srt');
  writeFileSync(
    broken,
    '1\n00:00:01,000 --> 00:00:02,000\nHello.\n\n3\n00:00:03,000 -> 00:00:04,000\nBye.\n',
  );
  await card.getByLabel('Subtitle language').selectOption({ label: 'English' });
  await card.locator('input[type="file"][accept=".srt,text/plain"]').setInputFiles(broken);
  await card.getByRole('button', { name: 'Add the subtitles' }).click();
  const errors = card.getByRole('alert', { name: /This subtitle file has errors/ });
  await expect(errors).toBeVisible();
  await expect(errors.getByRole('listitem')).toHaveText([
    'Line 5: the sequence number does not follow the previous one.',
    'Line 6: missing time span.',
  ]);

  // A valid one is added, and the player gets it as a track.
  const valid = join(dir, 'english.srt');
  writeFileSync(
    valid,
    '1\n00:00:00,500 --> 00:00:02,000\nHello.\n\n2\n00:00:02,500 --> 00:00:04,000\nBye.\n',
  );
  await card.locator('input[type="file"][accept=".srt,text/plain"]').setInputFiles(valid);
  await card.getByRole('button', { name: 'Add the subtitles' }).click();
  await expect(card.getByRole('status').filter({ hasText: 'Subtitles added.' })).toBeVisible();

  // The owner plays it: the player streams from the signed URL, with the English track.
  await card.getByRole('button', { name: 'Play the Film video (screener)' }).click();
  const player = card.locator('video');
  await expect(player).toHaveAttribute('src', /\/api\/media\/videos\/\d+\?exp=\d+&sig=/);
  const track = player.locator('track');
  await expect(track).toHaveAttribute('label', 'English');
  const vtt = await page.request.get((await track.getAttribute('src')) ?? '');
  expect(await vtt.text()).toContain('00:00:00.500 --> 00:00:02.000');
  await expect
    .poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState), { timeout: 15_000 })
    .toBeGreaterThan(0);

  // A track sent by mistake is taken back, after a confirmation (issue 32): kept on "Keep them".
  const remove = card.getByRole('button', { name: 'Remove the English subtitles' });
  await remove.click();
  const confirm = page.getByRole('dialog', { name: 'Remove the English subtitles?' });
  await confirm.getByRole('button', { name: 'Keep them' }).click();
  await expect(confirm).toBeHidden();
  await expect(remove).toBeVisible();
  await remove.click();
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('The English subtitles are removed.')).toBeVisible();
  await expect(remove).toHaveCount(0);
});

test('a trailer over its size limit is refused before it is sent', async ({ page, request }) => {
  await signUp(page, request, `trailer-${Date.now()}@example.com`, PASSWORD);
  const filmId = await createFilmFromCreationTab(page, 'La Jetée', { minutes: '0', seconds: '5' });
  const csrf = (await page.context().cookies()).find((c) => c.name === 'sl_csrf')?.value ?? '';
  const metadata = ['filmId', String(filmId), 'type', 'trailer', 'filename', 'big.mp4']
    .reduce<string[]>((pairs, value, index, all) => {
      if (index % 2 === 0) pairs.push(`${value} ${Buffer.from(all[index + 1] ?? '').toString('base64')}`);
      return pairs;
    }, [])
    .join(',');
  const refused = await page.request.post('/api/uploads', {
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(501 * 1024 * 1024),
      'upload-metadata': metadata,
      'x-csrf-token': csrf,
    },
  });
  expect(refused.status()).toBe(413);
  expect((await refused.json()).message).toBe('This file exceeds the maximum size (500 MB).');
  await page.goto(`/en/films/${filmId}/media`);
  await expect(page.getByTestId('video-trailer').getByText('Largest file accepted: 500 MB')).toBeVisible();
});

test('an upload interrupted by a page reload resumes from where it stopped when the same file is chosen again', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const video = makeVideo();
  await signUp(page, request, `video-reload-${Date.now()}@example.com`, PASSWORD);
  const filmId = await createFilmFromCreationTab(page, 'Cléo de 5 à 7', { minutes: '0', seconds: '5' });
  await page.goto(`/en/films/${filmId}/media`);
  const card = page.getByTestId('video-film');

  // Before the reload: the first 5 MB chunk (the PATCH at offset 0) goes through; a PATCH from
  // any later offset is held back (never sent), so the server has exactly one chunk when the
  // page goes away.
  let reloaded = false;
  const held: Array<() => Promise<void>> = [];
  const sent: Array<{ method: string; offset: string | null }> = [];
  await page.route('**/api/uploads**', async (route) => {
    const method = route.request().method();
    const offset = route.request().headers()['upload-offset'] ?? null;
    sent.push({ method, offset });
    if (reloaded || method !== 'PATCH' || offset === '0') return route.continue();
    held.push(() => route.abort('connectionreset').catch(() => undefined));
  });

  await card.locator('input[type="file"]').setInputFiles(video.path);
  await card.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect.poll(() => held.length, { timeout: 30_000 }).toBeGreaterThan(0);
  expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1);

  reloaded = true;
  sent.length = 0;
  await page.reload();
  for (const abort of held) await abort();

  // The same file chosen again: the browser asks the server where the upload stands (HEAD)
  // and sends only the rest, from the 5 MB offset: no new upload is created.
  await card.locator('input[type="file"]').setInputFiles(video.path);
  await card.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(card.getByRole('status').filter({ hasText: 'Upload complete.' })).toBeVisible({
    timeout: 60_000,
  });
  expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);
  expect(sent.some((r) => r.method === 'HEAD')).toBe(true);
  const patches = sent.filter((r) => r.method === 'PATCH');
  expect(patches.length).toBeGreaterThan(0);
  expect(patches[0]?.offset).toBe(String(5 * 1024 * 1024));

  // And the stored file is the file, byte for byte.
  await expect(card.getByRole('cell', { name: 'pattern.mp4' })).toBeVisible();
  const { url } = (await (await page.request.get(`/api/films/${filmId}/video/film/url`)).json()) as {
    url: string;
  };
  expect(
    createHash('sha256')
      .update(await (await page.request.get(url)).body())
      .digest('hex'),
  ).toBe(video.sha256);
});
