/**
 * `npm run bench:signed-in` (issue 32, "signed-in pages as fast as public ones"): how long a
 * signed-in list takes to show its content after a navigation, beside a public page in the same
 * run. Builds the web app (unless BENCH_SKIP_BUILD=1), starts the production server
 * (`bench/lighthouse/server.ts`: NODE_ENV=production, the demo catalogue on a fresh embedded
 * database, BENCH_PORT, default 3204), signs the demo filmmaker in (`/api/login`, in one Chromium
 * context kept for the run, so the built files come from the browser's cache as on a second
 * visit), puts a stamp booklet in its basket, and times each page `BENCH_RUNS` times (default 9,
 * after one warm-up visit of each):
 *
 * - `load`: the address typed (a full page load), from the navigation's start
 *   (`performance.now()` counts from it) to the first frame showing the content;
 * - `in-app`: from the home page, a navigation inside the app (a push on the browser's history,
 *   as a link does), from the push to the first frame showing the content.
 *
 * "Content" is the page's own heading and first list item (a film, an entry, an order, a
 * dashboard card, the basket's summary) with no loading skeleton or loading notice left in
 * `<main>`, read at every animation frame (an in-app navigation keeps the previous page shown
 * until the next one is ready, hence the page's own heading).
 * The public reference is the directory (`/en/festivals`, rendered on the server). Prints the
 * median and p95 per page and kind, and the target: every signed-in page's median under 400 ms.
 */
import { loadavg } from 'node:os';
import { chromium, type Page } from 'playwright-core';
import { buildWeb, startServer } from '../lighthouse/server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3204);
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const TARGET_MS = 400;
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** The demo filmmaker (packages/db/src/seed/demo/festival-side-plan.ts). */
const DEMO = { Login: 'filmmaker@demo.shortlist.example', Password: 'Shortlist-Demo-1' };

type Target = { name: string; path: string; signedIn: boolean; heading: string; list: string };

const TARGETS: Target[] = [
  {
    name: 'directory (public)',
    path: '/en/festivals',
    signedIn: false,
    heading: 'Festivals',
    list: '[data-testid="festival-card"]',
  },
  {
    name: 'dashboard',
    path: '/en/dashboard',
    signedIn: true,
    heading: 'Dashboard',
    list: '.mantine-Card-root',
  },
  {
    name: 'films',
    path: '/en/films',
    signedIn: true,
    heading: 'My films',
    list: '[aria-labelledby="films-count"] li',
  },
  {
    name: 'submissions',
    path: '/en/submissions',
    signedIn: true,
    heading: 'My submissions',
    list: '[aria-labelledby="submissions-count"] li',
  },
  {
    name: 'orders',
    path: '/en/accounting/orders',
    signedIn: true,
    heading: 'My orders',
    list: '[data-testid="order"]',
  },
  {
    name: 'basket',
    path: '/en/cart',
    signedIn: true,
    heading: 'Your basket',
    list: '[data-testid="basket-summary"]',
  },
];

/**
 * In the page: resolves with `performance.now()` at the first animation frame where the content
 * shows (the path reached, the page's own heading and list item, no skeleton nor loading notice
 * in `<main>`). A string, not a function: tsx would wrap its inner functions in a
 * helper the page does not have.
 */
const CONTENT_SHOWN = `({ path, heading, list }) => new Promise((resolve, reject) => {
  const started = performance.now();
  const shown = () => {
    if (window.location.pathname !== path) return false;
    const main = document.querySelector('main');
    if (!main || main.querySelector('h1')?.textContent?.trim() !== heading) return false;
    if (main.querySelector('.mantine-Skeleton-root')) return false;
    for (const status of main.querySelectorAll('[role="status"]'))
      if (/^\\s*Loading/.test(status.textContent || '')) return false;
    return main.querySelector(list) !== null;
  };
  const frame = () => {
    if (shown()) resolve(performance.now());
    else if (performance.now() - started > 20000) reject(new Error('no content at ' + window.location.href));
    else requestAnimationFrame(frame);
  };
  frame();
})`;

function contentShown(page: Page, target: Target): Promise<number> {
  return page.evaluate<number>(
    `(${CONTENT_SHOWN})(${JSON.stringify({ path: target.path, heading: target.heading, list: target.list })})`,
  );
}

/** A full load of the page: ms from the navigation's start to the content. */
async function timeLoad(page: Page, base: string, target: Target): Promise<number> {
  await page.goto(base + target.path, { waitUntil: 'commit' });
  return contentShown(page, target);
}

/** From the home page, a push on the history as a link does: ms from the push to the content. */
async function timeInApp(page: Page, base: string, target: Target): Promise<number> {
  await page.goto(`${base}/en`, { waitUntil: 'networkidle' });
  const start = await page.evaluate<number>(`(() => {
    const at = performance.now();
    window.history.pushState({}, '', ${JSON.stringify(target.path)});
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
    return at;
  })()`);
  return (await contentShown(page, target)) - start;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function main(): Promise<void> {
  buildWeb();
  const server = await startServer(PORT);
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const signedIn = await page.request.post(`${server.base}/api/login`, { data: DEMO });
    if (!signedIn.ok()) throw new Error(`The demo filmmaker could not sign in (${signedIn.status()}).`);
    const { Id } = (await signedIn.json()) as { Id: number };
    const csrf = (await context.cookies()).find((c) => c.name.endsWith('sl_csrf'))?.value ?? '';
    const products = (await (await page.request.get(`${server.base}/order-api/products/active`)).json()) as {
      Id: number;
      kind: string;
    }[];
    const booklet = products.find((product) => product.kind === 'stampBooklet');
    if (!booklet) throw new Error('The catalogue has no stamp booklet.');
    const added = await page.request.post(`${server.base}/order-api/customer/${Id}/basket/stamps`, {
      data: { productId: booklet.Id, quantity: 1 },
      headers: { 'x-csrf-token': csrf },
    });
    if (!added.ok()) throw new Error(`The booklet did not go into the basket (${added.status()}).`);

    const times = new Map<string, number[]>();
    const record = (key: string, ms: number) => times.set(key, [...(times.get(key) ?? []), ms]);
    const before = loadavg()[0] ?? 0;
    for (let run = 0; run <= RUNS; run++) {
      for (const target of TARGETS) {
        const load = await timeLoad(page, server.base, target);
        const inApp = await timeInApp(page, server.base, target);
        // Run 0 is the warm-up: the browser's cache and the server's first answers.
        if (run === 0) continue;
        record(`${target.name}|load`, load);
        record(`${target.name}|in-app`, inApp);
      }
    }
    const after = loadavg()[0] ?? 0;

    console.log(
      `\n${RUNS} runs per page and kind; load average ${before.toFixed(1)} before, ${after.toFixed(1)} after.`,
    );
    console.log('\n| page | navigation | median ms | p95 ms | min ms | max ms |');
    console.log('| --- | --- | ---: | ---: | ---: | ---: |');
    const misses: string[] = [];
    for (const target of TARGETS) {
      for (const kind of ['load', 'in-app']) {
        const values = times.get(`${target.name}|${kind}`) ?? [];
        const median = percentile(values, 50);
        console.log(
          `| ${target.name} | ${kind} | ${median.toFixed(0)} | ${percentile(values, 95).toFixed(0)} | ${Math.min(...values).toFixed(0)} | ${Math.max(...values).toFixed(0)} |`,
        );
        if (target.signedIn && median >= TARGET_MS)
          misses.push(`${target.name} ${kind} ${median.toFixed(0)} ms`);
      }
    }
    console.log(
      `\nTarget: every signed-in list's content under ${TARGET_MS} ms (median) after a navigation: ${
        misses.length === 0 ? 'met' : `MISSED (${misses.join(', ')})`
      }.`,
    );
    if (misses.length > 0) process.exitCode = 1;
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
