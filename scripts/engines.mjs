// Which Node versions the project runs on, read from one place: `engines.node` of the root
// package.json is the range users may run (the README says it), `.nvmrc` the exact version CI
// installs (`.ci/run`). `engineMismatches` lists the production packages of the lockfile whose own
// `engines.node` does not accept that whole range: a package that needs a newer Node than the
// README promises would fail at run time (cookie@2 and content-disposition@3 need Node 22).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';

/**
 * @param {{ packages: Record<string, { dev?: boolean, devOptional?: boolean, optional?: boolean,
 *   os?: string[], cpu?: string[], engines?: { node?: string } }> }} lock a package-lock.json (v3)
 * @param {string} range the root's `engines.node`
 * @param {{ platform: string, arch: string }} host optional packages for other platforms are left out
 * @returns {Array<{ name: string, needs: string }>}
 */
export function engineMismatches(lock, range, host = { platform: process.platform, arch: process.arch }) {
  const mismatches = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (path === '' || entry.dev || entry.devOptional) continue;
    if (entry.optional && !runsOn(entry, host)) continue;
    const needs = entry.engines?.node;
    if (!needs || !semver.validRange(needs)) continue;
    if (!semver.subset(range, needs)) mismatches.push({ name: path.replace(/^.*node_modules\//, ''), needs });
  }
  return mismatches;
}

/** npm's own reading of `os` and `cpu`: a list of allowed values, or of refused ones with `!`. */
function runsOn(entry, host) {
  const allows = (list, value) => {
    if (!list || list.length === 0) return true;
    if (list.includes(`!${value}`)) return false;
    return list.some((item) => !item.startsWith('!')) ? list.includes(value) : true;
  };
  return allows(entry.os, host.platform) && allows(entry.cpu, host.arch);
}

/** The root's range and the pinned version, read from the repository at `root`. */
export function projectNodeVersions(root) {
  const range = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.node;
  const pinned = readFileSync(join(root, '.nvmrc'), 'utf8').trim();
  return { range, pinned };
}
