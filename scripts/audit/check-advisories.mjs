// Pure part of the dependency audit: which installed production packages an advisory list names.
import semver from 'semver';

export const BLOCKING = new Set(['high', 'critical']);

/** The production packages of an npm lockfile (v2/v3): name and version, dev-only ones left out. */
export function productionPackages(lockfile) {
  const found = [];
  for (const [path, entry] of Object.entries(lockfile.packages ?? {})) {
    if (!path.includes('node_modules/') || entry.dev || entry.link || !entry.version) continue;
    const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    found.push({ name, version: entry.version, path });
  }
  return found;
}

/** Every (package, advisory) pair where the installed version is in the advisory's range. */
export function matchAdvisories({ packages, advisories }) {
  const hits = [];
  for (const pkg of packages) {
    for (const advisory of advisories) {
      if (advisory.package !== pkg.name) continue;
      if (semver.satisfies(pkg.version, advisory.range, { includePrerelease: true }))
        hits.push({ ...advisory, pkg });
    }
  }
  return hits;
}

/** Counts by severity from `npm audit --json` (npm 7+), or null when the answer is an error. */
export function auditCounts(json) {
  const counts = json?.metadata?.vulnerabilities;
  return counts && typeof counts === 'object' ? counts : null;
}
