import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

// The service worker (spec §4): registered by production builds, an offline page per language,
// only hashed build files and the offline pages cached, a newer version confirmed then reloaded.
// Installing a worker fetches the offline pages: slow on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

/** Waits until the worker is active and controls the page (it claims open pages on activation). */
async function controlledBy(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    return registration.active?.scriptURL ?? '';
  });
}

/** Every URL the worker keeps, over all its caches. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls.sort();
  });
}

/**
 * A deploy of a new build, as far as the worker can tell: `sw.js` (and its precompressed copies,
 * which the server prefers) on disk with another version stamp. Playwright cannot route the
 * browser's own fetch of a worker script, so the test server's build folder is changed, and put
 * back afterwards (`e2e/run.mjs` also rebuilds it before every run).
 */
async function withNextBuild(version: string, run: () => Promise<void>): Promise<void> {
  const dist = fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));
  const files = ['sw.js', 'sw.js.br', 'sw.js.gz'].map((name) => `${dist}${name}`);
  const originals = files.map((file) => readFileSync(file));
  const script = String(originals[0]).replace(/const VERSION = '[^']+'/, `const VERSION = '${version}'`);
  expect(script).toContain(`'${version}'`);
  const next = [Buffer.from(script), brotliCompressSync(script), gzipSync(script)];
  const write = (contents: Buffer[]) => {
    for (const [i, file] of files.entries()) writeFileSync(file, contents[i] as Buffer);
  };
  try {
    write(next);
    await run();
  } finally {
    write(originals);
  }
}

test('the worker registers, caches only build files and offline pages, and serves the offline page', async ({
  page,
  context,
}) => {
  await page.goto('/fr/festivals');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await controlledBy(page)).toMatch(/\/sw\.js$/);

  // A page with API calls (festival cards, dictionaries, config) under the worker's control.
  await page.reload();
  await expect(page.locator('a[href*="/fr/festival/"]').first()).toBeVisible();
  const apiCall = await page.evaluate(async () => (await fetch('/api/config')).status);
  expect(apiCall).toBe(200);

  const cached = await cachedUrls(page);
  expect(cached).toEqual(
    expect.arrayContaining(['/offline/en.html', '/offline/es.html', '/offline/fr.html']),
  );
  expect(cached.filter((url) => !url.startsWith('/assets/') && !url.startsWith('/offline/'))).toEqual([]);
  expect(cached.some((url) => url.startsWith('/assets/'))).toBe(true);

  await context.setOffline(true);
  await page.goto('/fr/festivals');
  await expect(page.getByRole('heading', { level: 1, name: 'Vous êtes hors ligne' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expectNoAxeViolations(page);
  await page.goto('/es/festivales');
  await expect(page.getByRole('heading', { level: 1, name: 'Estás sin conexión' })).toBeVisible();
  await page.goto('/somewhere-else');
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();

  // Back online, "Try again" reloads the same address.
  await context.setOffline(false);
  await page.goto('/fr/festivals');
  await context.setOffline(true);
  await page.goto('/fr/festivals');
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Réessayer' }).click();
  await expect(page.locator('a[href*="/fr/festival/"]').first()).toBeVisible();
});

test('a newer version asks to reload, and reloads into it once the user agrees', async ({ page }) => {
  await page.goto('/en');
  await controlledBy(page);
  await page.evaluate(() => {
    (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
  });
  await withNextBuild('next-build', async () => {
    // What the hourly check does.
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
    const dialog = page.getByRole('dialog', { name: 'A new version of Shortlist is ready' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Reload now' }).click();
    await reloaded;
  });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate),
  ).toBeUndefined();
  // The new version took over and dropped the old one's cache.
  expect(await page.evaluate(() => caches.keys())).toEqual(['shortlist-next-build']);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('"Later" keeps the page as it is', async ({ page }) => {
  await page.goto('/fr');
  await controlledBy(page);
  await page.evaluate(() => {
    (window as unknown as { stay: boolean }).stay = true;
  });
  await withNextBuild('later-build', async () => {
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
    const dialog = page.getByRole('dialog', { name: 'Une nouvelle version de Shortlist est prête' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Plus tard' }).click();
    await expect(dialog).toHaveCount(0);
  });
  expect(await page.evaluate(() => (window as unknown as { stay?: boolean }).stay)).toBe(true);
  // The new version waits until every page of the old one is closed.
  expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).waiting))).toBe(true);
});
