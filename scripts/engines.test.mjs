import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { engineMismatches, projectNodeVersions } from './engines.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const linux = { platform: 'linux', arch: 'x64' };

describe('the Node versions the project promises', () => {
  const { range, pinned } = projectNodeVersions(root);

  it('are accepted by every production package of the lockfile', () => {
    const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
    expect(engineMismatches(lock, range, linux)).toEqual([]);
  });

  it('include the version CI installs, and the README names the same minimum', () => {
    expect(semver.satisfies(pinned, range)).toBe(true);
    const minimum = semver.minVersion(range);
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(readme).toContain(`needs Node ${minimum?.major}.${minimum?.minor} or newer`);
  });

  it('are refused by a production package that needs a newer Node, but not by a dev one', () => {
    const lock = {
      packages: {
        '': {},
        'node_modules/cookie': { engines: { node: '>=22' } },
        'node_modules/lighthouse': { dev: true, engines: { node: '>=22.19' } },
        'node_modules/@img/sharp-win32-x64': { optional: true, os: ['win32'], engines: { node: '>=99' } },
        'node_modules/@img/sharp-linux-x64': { optional: true, os: ['linux'], engines: { node: '>=99' } },
      },
    };
    expect(engineMismatches(lock, '>=20.19', linux)).toEqual([
      { name: 'cookie', needs: '>=22' },
      { name: '@img/sharp-linux-x64', needs: '>=99' },
    ]);
    expect(engineMismatches(lock, '>=22.12', linux)).toEqual([
      { name: '@img/sharp-linux-x64', needs: '>=99' },
    ]);
  });
});
