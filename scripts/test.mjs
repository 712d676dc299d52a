#!/usr/bin/env node
// `npm test`: lint, type check, unit and API integration tests (Vitest), then the Playwright
// journeys. Ends with one summary line "N passed, N failed" that CI reads.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(join(tmpdir(), 'shortlist-test-'));
const bin = (name) => join(root, 'node_modules/.bin', name);
const typecheckProjects = [
  'packages/domain',
  'packages/i18n',
  'packages/db',
  'apps/server',
  'apps/web',
  'e2e',
  'bench',
];
const only = process.argv.slice(2); // e.g. `npm test -- unit` runs one step

let passed = 0;
let failed = 0;
const failures = [];

function step(name, command, args, env = {}) {
  if (only.length > 0 && !only.includes(name)) return;
  console.log(`\n▶ ${name}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failures.push(name);
}

step('lint', bin('biome'), ['check', '.']);
// Import boundaries between workspaces and web features (docs/architecture.md); fails on a broken rule.
step('lint', 'node', [join(root, 'scripts/check-boundaries.mjs')]);
await typecheck();

/**
 * `tsc -p` per workspace, as many at once as there are cores (tsc uses one), each printing its
 * errors when it ends. Incremental: a later run reads what an earlier one checked from
 * node_modules/.cache/tsc and checks only what changed since (a first run pays in full).
 */
async function typecheck() {
  if (only.length > 0 && !only.includes('typecheck')) return;
  const queue = typecheckProjects.filter((project) => existsSync(join(root, project, 'tsconfig.json')));
  const cache = join(root, 'node_modules/.cache/tsc');
  const checkOne = (project) =>
    new Promise((done) => {
      const args = ['-p', project, '--noEmit', '--incremental'];
      args.push('--tsBuildInfoFile', join(cache, `${project.replaceAll('/', '-')}.tsbuildinfo`));
      console.log(`\n▶ typecheck: ${[bin('tsc'), ...args].join(' ')}`);
      const child = spawn(bin('tsc'), args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
      });
      child.on('close', (status) => {
        process.stdout.write(output);
        if (status !== 0) failures.push('typecheck');
        done();
      });
    });
  const lanes = Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) await checkOne(project);
  });
  await Promise.all(lanes);
}

function vitest(name, args, env = {}, reportName = name) {
  const report = join(reports, `${reportName}.json`);
  step(
    name,
    bin('vitest'),
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
  );
  if (existsSync(report)) {
    const counts = JSON.parse(readFileSync(report, 'utf8'));
    passed += counts.numPassedTests ?? 0;
    failed += counts.numFailedTests ?? 0;
  }
}

// The slow oracle tests (`*.oracle.test.*`: a hand-written fast path checked against a plain or
// library oracle over many cases) run with the rest, unless TEST_ORACLES_SINCE names a commit
// they passed at (CI on a machine that ran them before, `.ci/run`): then only those that import a
// file changed since that commit, as Vitest's module graph tells (`--changed`).
const oraclesSince = process.env.TEST_ORACLES_SINCE;
if (oraclesSince) {
  vitest('unit', ['--exclude', '**/*.oracle.test.*']);
  vitest('unit', ['--changed', oraclesSince, '--passWithNoTests', '.oracle.test.'], {}, 'oracles');
} else {
  vitest('unit', []);
}
// With TEST_DATABASE_URL set (CI), the database-touching projects above ran on that PostgreSQL
// server; `npm test -- postgres` runs them alone there.
if (only.includes('postgres')) {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  vitest('postgres', ['--project', 'db', '--project', 'server'], { TEST_DATABASE_URL: url });
}

const e2eReport = join(reports, 'playwright.json');
step('e2e', 'node', [join(root, 'e2e/run.mjs')], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport });
if (existsSync(e2eReport)) {
  const stats = JSON.parse(readFileSync(e2eReport, 'utf8')).stats ?? {};
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
}

if (failures.length > 0) console.log(`\nFailed steps: ${[...new Set(failures)].join(', ')}`);
if (failures.length > 0 && failed === 0) failed = 1; // a lint or type error counts as a failure too
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failures.length > 0 ? 1 : 0);
