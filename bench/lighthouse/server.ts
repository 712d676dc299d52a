/**
 * What the public-page measures share (`run.ts`, Lighthouse; `js-weight.ts`, the scripts a page
 * loads): the web build, the server started as production runs it on a fresh embedded database
 * with the demo catalogue, and the public pages to measure.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** Builds the web app (client, server bundle, precompressed files) unless BENCH_SKIP_BUILD=1. */
export function buildWeb(): void {
  if (process.env.BENCH_SKIP_BUILD === '1') return;
  const build = spawnSync('npm', ['run', 'build', '-w', '@shortlist/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The web build failed.');
}

export type RunningServer = { base: string; stop: () => Promise<void> };

async function waitForHealth(server: ChildProcess, base: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server stopped (exit ${server.exitCode}).`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not answer /api/health within 3 minutes.');
}

/**
 * Starts the server as production runs it (NODE_ENV=production, demo catalogue on a fresh
 * embedded database) on `port`, and waits until it answers.
 */
export async function startServer(port: number): Promise<RunningServer> {
  const base = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'shortlist-bench-web-'));
  const server = spawn(join(root, 'node_modules/.bin/tsx'), [join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // The seller production requires on invoices (the bench's own, no real company).
      INVOICE_SELLER_NAME: 'Shortlist Bench SAS',
      INVOICE_SELLER_ADDRESS: '1 rue du Banc|75011 Paris',
      INVOICE_SELLER_COUNTRY: 'FR',
      INVOICE_SELLER_VAT: 'FR40123456824',
      // Production requires a real payment provider; the bench never pays: Mollie's test mode at an
      // address nothing listens on.
      PAYMENT_PROVIDER: 'mollie',
      MOLLIE_API_KEY: 'test_benchbenchbenchbenchbench',
      MOLLIE_API_URL: 'http://127.0.0.1:9/v2',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      // Production wants https; the measures talk to this machine only.
      ALLOW_INSECURE_PUBLIC_URL: 'localhost-proxy',
      SEED_DEMO: 'on',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
    },
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(server, base);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

export type Page = { name: string; path: string };

/** The demo film whose public page is measured. */
const DEMO_FILM = 'the-last-tide';

/**
 * The public pages measured: home, the directory, a festival page (the first new call, from the
 * API) and the public film page of a demo film (packages/db/src/seed/demo/films-data.ts: the
 * first one, with a principal photo as its banner).
 */
export async function publicPages(base: string): Promise<Page[]> {
  const only = process.env.BENCH_PAGES?.split(',');
  const calls = (await (await fetch(`${base}/api/public/festivals/new-call`)).json()) as {
    SmartName: string;
  }[];
  const festival = calls[0];
  if (!festival) throw new Error('The demo catalogue has no open call: no festival page to measure.');
  return [
    { name: 'home', path: '/en' },
    { name: 'directory', path: '/en/festivals' },
    { name: 'festival page', path: `/en/festival/${festival.SmartName}` },
    { name: 'film page', path: `/en/film/${DEMO_FILM}` },
  ].filter((page) => !only || only.includes(page.name));
}
