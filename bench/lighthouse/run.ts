/**
 * Lighthouse on the public pages (issue 11): `npm run bench:lighthouse`.
 * Builds the web app (unless BENCH_SKIP_BUILD=1), starts the server as production would run it
 * (NODE_ENV=production, demo catalogue on a fresh embedded database) on BENCH_PORT (default
 * 3204), then runs Lighthouse 13 from npm in the system Chromium on each page with the desktop
 * and the mobile preset. Prints the four category scores, LCP, TBT, CLS and the JavaScript
 * transferred (compressed bytes on the wire), then the targets. BENCH_LIGHTHOUSE_JSON=<folder>
 * also writes each full report there (`<page>-<preset>.json`), to read the audits' causes.
 * BENCH_PRESETS=mobile (or desktop) measures one preset only, BENCH_PAGES=home,film page some pages.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { buildWeb, type Page, publicPages, startServer } from './server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3204);
const BASE = `http://localhost:${PORT}`;
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const REPORTS = process.env.BENCH_LIGHTHOUSE_JSON;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const PRESETS = (['desktop', 'mobile'] as const).filter(
  (preset) => !process.env.BENCH_PRESETS || process.env.BENCH_PRESETS.split(',').includes(preset),
);

/** Targets of issue 11. */
const TARGETS = { desktopScore: 100, mobilePerformance: 90, publicPageJsKb: 150 };

type Row = {
  page: string;
  preset: 'desktop' | 'mobile';
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  jsFiles: number;
  /** Audits that cost points in accessibility, best practices or SEO. */
  failing: string[];
};

async function measure(options: { page: Page; preset: Row['preset']; port: number }): Promise<Row> {
  const { page, preset, port } = options;
  const result = await lighthouse(
    BASE + page.path,
    { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
  const { lhr } = result;
  if (REPORTS) {
    mkdirSync(REPORTS, { recursive: true });
    writeFileSync(join(REPORTS, `${page.name.replace(/\W+/g, '-')}-${preset}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scripts = (
    lhr.audits['resource-summary']?.details as
      | { items?: { resourceType: string; transferSize: number; requestCount: number }[] }
      | undefined
  )?.items?.find((item) => item.resourceType === 'script');
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
  ) as Row['scores'];
  const failing = CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => {
        const details = lhr.audits[ref.id]?.details as { items?: unknown[] } | undefined;
        const first = details?.items?.[0];
        return `${category}: ${ref.id}${first ? ` ${JSON.stringify(first).slice(0, 300)}` : ''}`;
      }),
  );
  return {
    failing,
    page: page.name,
    preset,
    scores,
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsKb: (scripts?.transferSize ?? 0) / 1024,
    jsFiles: scripts?.requestCount ?? 0,
  };
}

/** Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART, NO_FCP): try again twice. */
async function measureWithRetry(options: Parameters<typeof measure>[0]): Promise<Row> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(options);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`  retrying ${options.page.path} (${options.preset}): ${(error as Error).message}`);
    }
  }
}

function report(rows: Row[]): void {
  console.log('\n| page | preset | perf | a11y | best pr. | SEO | LCP ms | TBT ms | CLS | JS KB (files) |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    const s = r.scores;
    console.log(
      `| ${r.page} | ${r.preset} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${Math.round(r.lcpMs)} | ${Math.round(r.tbtMs)} | ${r.cls.toFixed(3)} | ${r.jsKb.toFixed(0)} (${r.jsFiles}) |`,
    );
  }
  console.log('');
  for (const r of rows) {
    const misses: string[] = [];
    if (r.preset === 'desktop')
      for (const category of CATEGORIES)
        if (r.scores[category] < TARGETS.desktopScore) misses.push(`${category} ${r.scores[category]}`);
    if (r.preset === 'mobile' && r.scores.performance < TARGETS.mobilePerformance)
      misses.push(`performance ${r.scores.performance}`);
    if (r.jsKb > TARGETS.publicPageJsKb) misses.push(`JS ${r.jsKb.toFixed(0)} KB`);
    misses.push(...r.failing);
    console.log(
      `${r.page}, ${r.preset}: ${misses.length === 0 ? 'targets met' : `MISSED (${misses.join(', ')})`}`,
    );
  }
  console.log(
    `Targets: desktop ${TARGETS.desktopScore} in all four; mobile performance >= ${TARGETS.mobilePerformance}; JavaScript <= ${TARGETS.publicPageJsKb} KB compressed.`,
  );
}

async function main(): Promise<void> {
  buildWeb();
  const server = await startServer(PORT);
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const pages = await publicPages(server.base);
    // A production server has served its pages before anyone audits them: the first render of
    // each (code compiled on first use, the public lists' caches filled, demo images drawn) is
    // not what a visitor waits for. Without this the first page measured showed a 7-9 s TTFB.
    for (let round = 0; round < 3; round++)
      for (const page of pages) await fetch(server.base + page.path).then((r) => r.arrayBuffer());
    chrome = await chromeLauncher.launch({
      chromePath: CHROME,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    const rows: Row[] = [];
    const unmeasured: string[] = [];
    for (const page of pages) {
      for (const preset of PRESETS) {
        // One page Lighthouse refuses (it will not audit a 404 answer) must not cost the figures
        // of the others: it is reported as not measured.
        try {
          const row = await measureWithRetry({ page, preset, port: chrome.port });
          console.log(`measured ${page.name} (${preset}): performance ${row.scores.performance}`);
          rows.push(row);
        } catch (error) {
          unmeasured.push(
            `${page.name} (${preset}): NOT MEASURED, ${(error as Error).message.slice(0, 160)}`,
          );
        }
      }
    }
    report(rows);
    for (const line of unmeasured) console.log(line);
    if (unmeasured.length > 0) process.exitCode = 1;
  } finally {
    await chrome?.kill();
    await server.stop();
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
