#!/usr/bin/env node
// Import boundaries (docs/architecture.md, "Boundaries"): dependency-cruiser with
// .dependency-cruiser.cjs on the workspaces must find no error, and on the fixture, which breaks
// every rule on purpose, must report each rule (a rule that silently stops matching fails here).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const depcruise = join(root, 'node_modules/.bin/depcruise');
const config = join(root, '.dependency-cruiser.cjs');

const workspaces = spawnSync(
  depcruise,
  ['apps', 'packages', 'e2e', 'bench', '--config', config, '--output-type', 'err'],
  { cwd: root, stdio: 'inherit' },
);
if (workspaces.status !== 0) {
  console.error('Import boundaries: broken (see above).');
  process.exit(1);
}

const fixture = spawnSync(
  depcruise,
  ['scripts/boundaries-fixture', '--config', config, '--output-type', 'json'],
  { cwd: root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
);
const reported = new Set(JSON.parse(fixture.stdout).summary.violations.map((v) => v.rule.name));
const rules = /name: '([a-z0-9-]+)'/g;
const missing = [...readFileSync(config, 'utf8').matchAll(rules)]
  .map((match) => match[1])
  .filter((name) => !reported.has(name));
if (missing.length > 0) {
  console.error(`Import boundaries: the fixture no longer trips ${missing.join(', ')}.`);
  process.exit(1);
}
console.log(`Import boundaries: clean; the fixture trips all ${reported.size} rules.`);
