#!/usr/bin/env node
// Runs the Playwright journeys: finds a Chromium, builds the web app and the server, then lets
// Playwright start a server on a fresh embedded database (see playwright.config.ts).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../scripts/build-server.mjs';
import { findChromium } from './find-chromium.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const chromium = findChromium();
if (!chromium) {
  const line =
    'End-to-end tests need Chromium and none was found: install it (`sudo apt-get install chromium`) or set CHROME_PATH.';
  if (process.env.E2E_REQUIRED === '1') {
    console.error(`✗ ${line}`);
    process.exit(1);
  }
  console.log(`⚠ ${line} Skipping them.`);
  process.exit(0);
}

const build = spawnSync('npm', ['run', 'build', '-w', '@shortlist/web'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
// The journeys run the compiled server, as production does (a second or so to build).
await buildServer();

// With E2E_POSTGRES_URL (a PostgreSQL server), the server runs on a fresh database
// of its own there, dropped afterwards; else on a fresh PGlite folder (playwright.config.ts).
const database = process.env.E2E_POSTGRES_URL
  ? await createDatabase(process.env.E2E_POSTGRES_URL)
  : undefined;
const result = spawnSync(
  join(root, 'node_modules/.bin/playwright'),
  ['test', '--config', join(here, 'playwright.config.ts'), ...process.argv.slice(2)],
  {
    cwd: here,
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: chromium, E2E_DATABASE_URL: database?.url ?? '' },
  },
);
await database?.drop();
process.exit(result.status ?? 1);

async function createDatabase(serverUrl) {
  const { default: pg } = await import('pg');
  const name = `shortlist_e2e_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
