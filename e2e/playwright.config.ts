import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
// A fresh embedded database for each run, filled with the demo catalogue at server start. Kept in
// the environment so the workers (which load this file again) name the same folder: a journey
// running `npm run admin` reads the server's operator token there.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'shortlist-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
const reporters: Array<[string] | [string, object]> = [['list']];
if (process.env.PLAYWRIGHT_JSON_OUTPUT_NAME) reporters.push(['json']);

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One worker by default: two (E2E_WORKERS=2) failed CI on 2026-11-25 (docs/log/tests-2026.md):
  // service-worker.spec.ts puts a newer build on the shared server while other journeys run, and a
  // journey typed into a server-rendered field before it hydrated.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  reporter: reporters,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed journey keeps its trace (each action's DOM snapshot) and a screenshot of its end.
    // The trace's screencast is left out: recording it for every journey, kept or not, took about
    // 15 % of the suite's time on the 2-core machine (docs/log/tests-2026.md).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // The compiled server, as `npm start` runs it (run.mjs builds it first: scripts/build-server.mjs).
    command: 'node ../apps/server/dist/main.js',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      NODE_ENV: 'test',
      // As in production (NODE_ENV=test turns the watch off for API tests, which call it): an
      // edit empties the festival caches within a second, as the journeys check (issue 33).
      FESTIVAL_CHANGES_INTERVAL_MS: '250',
      // Set by run.mjs from E2E_POSTGRES_URL (CI: a fresh database on the machine's PostgreSQL).
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      // One browser at one address does the work of many visitors within a few minutes; the
      // per-address limit of production (1000 a minute) would refuse the last journeys.
      RATE_LIMIT_PER_MINUTE: '20000',
      // The link-import journey serves its video from a server on 127.0.0.1 (never in production).
      VIDEO_IMPORT_ALLOW_PRIVATE: 'true',
    },
  },
});
