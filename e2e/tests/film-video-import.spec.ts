import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signUp } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { createFilmFromCreationTab } from './film-creation.ts';

// Issue 13, imports from a link in the web: the media tab's form checks the link, a link that
// does not answer with the file fails with its reason (dismissed), then a video served by a
// local HTTP server is imported with its progress shown (also after a reload) and becomes the
// film's video. The e2e server allows private addresses (VIDEO_IMPORT_ALLOW_PRIVATE).

const PASSWORD = 'Video-Import-2026';

function makeVideo(): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-import-'));
  const path = join(dir, 'pattern.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=duration=3:size=1280x720:rate=24'],
    ...['-f', 'lavfi', '-i', 'sine=duration=3:sample_rate=48000'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '0', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-b:a', '320k', '-shortest', path],
  ]);
  return readFileSync(path);
}

/**
 * Serves `/pattern.mp4`: the first 60 % of the bytes at once, the rest only once `release()` is
 * called, so the test sees the import in the middle. Any other path answers 404.
 */
async function serveVideo(bytes: Buffer) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server: Server = createServer((request, response) => {
    if (request.url !== '/pattern.mp4') return void response.writeHead(404).end();
    const cut = Math.floor(bytes.length * 0.6);
    response.writeHead(200, { 'content-type': 'video/mp4', 'content-length': bytes.length });
    response.write(bytes.subarray(0, cut));
    void released.then(() => response.end(bytes.subarray(cut)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, release, close: () => server.close() };
}

test('a filmmaker imports the film video from a link: checked, failed with a reason, then imported with progress', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const bytes = makeVideo();
  const source = await serveVideo(bytes);
  try {
    await signUp(page, request, `video-import-${Date.now()}@example.com`, PASSWORD);
    const filmId = await createFilmFromCreationTab(page, 'Les Glaneurs', { minutes: '0', seconds: '3' });
    await page.goto(`/en/films/${filmId}/media`);
    const card = page.getByTestId('video-film');
    const form = card.getByTestId('video-import-film');
    const link = form.getByRole('textbox', { name: 'Or import the Film video (screener) from a link' });
    const importButton = form.getByRole('button', { name: 'Import from the link' });

    // Checked in the browser before anything is sent.
    await importButton.click();
    await expect(form.getByText('Please paste the link to the video file.')).toBeVisible();
    await link.fill('ftp://example.com/film.mp4');
    await importButton.click();
    await expect(
      form.getByText('Please give a full web address starting with https:// or http://.'),
    ).toBeVisible();

    // A link that answers 404: the job fails, the reason stays until dismissed.
    await link.fill(`${source.base}/gone.mp4`);
    await importButton.click();
    const failure = form.getByRole('alert').filter({ hasText: 'The import of gone.mp4 failed' });
    await expect(failure).toContainText('The link did not answer with the file.', { timeout: 30_000 });
    await expectNoAxeViolations(page);
    await failure.getByRole('button', { name: 'Dismiss' }).click();
    await expect(failure).toHaveCount(0);

    // The video: its progress shows while the server holds back the last bytes, also after a reload.
    await link.fill(`${source.base}/pattern.mp4`);
    await importButton.click();
    const progress = form.getByTestId('import-progress-film');
    await expect(progress).toContainText(/Importing pattern\.mp4: [1-9]\d* %/, { timeout: 30_000 });
    await expect(form.getByRole('progressbar', { name: 'Import of pattern.mp4' })).toBeVisible();
    await expect(link).toBeDisabled();
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(progress).toContainText(/Importing pattern\.mp4: [1-9]\d* %/);

    source.release();
    await expect(form.getByRole('status').filter({ hasText: 'Import complete.' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(card.getByRole('cell', { name: 'pattern.mp4' })).toBeVisible();
    await expect(progress).toHaveCount(0);
    await expect(link).toBeEnabled();
    // The imported file goes through the same technical check as an upload.
    await expect(page.getByTestId('video-check-film').getByText('Checked.')).toBeVisible({ timeout: 30_000 });
  } finally {
    source.close();
  }
});
