import { statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

// The JavaScript a public page loads before anyone touches it (issue 11), measured in Chromium:
// every script the page fetches until the network is idle after hydration (its scripts, the
// chunks they import, and anything loaded at start-up), counted at the size of its brotli file
// (the bytes the server sends a browser accepting brotli: `apps/web/dist/**/*.js.br`, built by
// `e2e/run.mjs` before the run). `npm run bench:js-weight` prints the same per chunk.
//
// Issue 11's target is at most 150 KB per public page; the pages are not there yet (see
// bench/README.md, "JavaScript per public page"). Each page's budget is what it loads today,
// so a page can only get lighter: lower a budget when a page loses weight, and never raise one
// without saying why in bench/README.md.
const TARGET_KB = 150;
const BUDGET_KB: Record<string, number> = {
  // 168.3, 187.7, 177.3 and 178.1 KB (bench/README.md) once zod no longer loads after hydration
  // (the dictionaries are checked without it), the language switcher is a look-alike of Mantine's
  // NativeSelect, Mantine's Table no longer brings its ScrollArea and the film page's password
  // prompt loads only for a protected film. Nothing else loads between
  // hydration and the idle network: this figure is the static one of `npm run bench:js-weight`.
  // Raised by about 2 KB when the dashboard merged (session 13): its lazy chunk shares Mantine's
  // Card, Group, SimpleGrid and Skeleton with the shell, and the bundler moved them out of the
  // main chunk into four small chunks every page fetches (170.2, 189.7, 179.5, 179.8 KB).
  // Lowered when our own translator replaced i18next and react-i18next (session i18nlite):
  // 149.5, 168.9, 159.1 and 159.3 KB.
  // The directory's filters, sort and pagination as Mantine's markup without its Input, Checkbox
  // and Pagination components (shared/ui/light-*): 178.8 KB. With Mantine's Grid as its markup
  // (shared/ui/light-grid.tsx): directory 177.9, festival page 178.7 KB. Then Mantine's Table and
  // List the same way (light-table.tsx, light-list.tsx), and the directory's chevron icon taken
  // from the shell: directory 177.7, festival page 177.0, film page 178.8 KB.
  // Then every module of the shell stays in the main chunk (vite.config.ts, session routerlite):
  // 154.9, 173.7, 164.0 and 164.1 KB. Then React Router's declarative router instead of its data
  // router (app/app-router.tsx): 141.6, 160.4, 150.7 and 150.7 KB. Then the preload lists of the
  // screens only the browser renders out of the main chunk (app/browser-pages.ts): 140.6, 159.4,
  // 149.7 and 149.7 KB. Then Mantine's Alert, CloseButton and Image in one chunk (vite.config.ts):
  // 139.8, 158.6, 149.0 and 149.0 KB.
  // The three sessions merged (translator, router and chunks, the directory's light controls):
  // 125.7, 133.0, 132.5 and 133.8 KB.
  // Content pages and the help centre in the shell (their route data, head and footer links, the
  // pages catalogue's texts) and RetryAlert in public-ui (session 21): 126.6, 133.9, 133.7 and
  // 134.7 KB.
  home: 127.6,
  directory: 134.9,
  'festival page': 134.7,
  'film page': 135.7,
};

const dist = join(dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

function brotliKb(path: string): number {
  return statSync(join(dist, `${path}.br`)).size / 1024;
}

test('each public page loads no more JavaScript than its budget', async ({ browser, request }) => {
  const calls = (await (await request.get('/api/public/festivals/new-call')).json()) as {
    SmartName: string;
  }[];
  expect(calls.length).toBeGreaterThan(0);
  const pages = [
    { name: 'home', path: '/en' },
    { name: 'directory', path: '/en/festivals' },
    { name: 'festival page', path: `/en/festival/${calls[0]?.SmartName}` },
    // A film of the demo catalogue (packages/db/src/seed/demo/films-data.ts), as Lighthouse measures.
    { name: 'film page', path: '/en/film/the-last-tide' },
  ];
  const weights: Record<string, number> = {};
  for (const { name, path } of pages) {
    // A fresh context each time: nothing cached from the page before.
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (request.resourceType() === 'script' || url.pathname.endsWith('.js')) scripts.add(url.pathname);
      });
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await page.waitForLoadState('networkidle');
      const kb = [...scripts].reduce((sum, script) => sum + brotliKb(script), 0);
      weights[name] = Math.round(kb * 10) / 10;
    } finally {
      await context.close();
    }
  }
  console.log(`JavaScript per public page, KB of brotli (target ${TARGET_KB}):`, weights);
  for (const { name } of pages) {
    expect(weights[name], `${name}: KB of brotli JavaScript`).toBeLessThanOrEqual(
      BUDGET_KB[name] ?? TARGET_KB,
    );
  }
});
