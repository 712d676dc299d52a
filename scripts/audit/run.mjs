#!/usr/bin/env node
// Dependency audit for CI: `npm audit --omit=dev` where the registry answers it; where it does
// not (this workplace's mirror refuses the advisory endpoint), the lockfile is checked against
// the advisory list beside this file. A high or critical advisory fails (exit 1).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { auditCounts, BLOCKING, matchAdvisories, productionPackages } from './check-advisories.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../..');

const online = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
  cwd: root,
  encoding: 'utf8',
  timeout: 90_000,
});
let counts = null;
try {
  counts = auditCounts(JSON.parse(online.stdout || 'null'));
} catch {
  counts = null;
}

if (counts) {
  const line = Object.entries(counts)
    .map(([severity, n]) => `${n} ${severity}`)
    .join(', ');
  console.log(`Dependency audit (npm audit, production): ${line}`);
  const blocking = (counts.high ?? 0) + (counts.critical ?? 0);
  if (blocking > 0) {
    spawnSync('npm', ['audit', '--omit=dev'], { cwd: root, stdio: 'inherit' });
    process.exit(1);
  }
  process.exit(0);
}

const list = JSON.parse(readFileSync(join(here, 'advisories.json'), 'utf8'));
const lockfile = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
const packages = productionPackages(lockfile);
const hits = matchAdvisories({ packages, advisories: list.advisories });
console.log(
  `Dependency audit: the registry did not answer npm audit; ${packages.length} production packages checked ` +
    `offline against ${list.advisories.length} advisories (list of ${list.updated}): ${hits.length} found.`,
);
for (const hit of hits) {
  console.log(`  ${hit.severity.padEnd(8)} ${hit.pkg.name}@${hit.pkg.version} ${hit.id} ${hit.title}`);
}
process.exit(hits.some((hit) => BLOCKING.has(hit.severity)) ? 1 : 0);
