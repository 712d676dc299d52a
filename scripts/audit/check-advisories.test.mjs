import { describe, expect, it } from 'vitest';
import { auditCounts, matchAdvisories, productionPackages } from './check-advisories.mjs';

const lockfile = {
  lockfileVersion: 3,
  packages: {
    '': { name: 'app' },
    'node_modules/fastify': { version: '5.2.0' },
    'node_modules/vite': { version: '1.0.0', dev: true },
    'node_modules/a/node_modules/ws': { version: '8.16.0' },
    'node_modules/@shortlist/web': { link: true, resolved: 'apps/web' },
  },
};
const advisories = [
  { id: 'A', package: 'fastify', range: '>=5.0.0 <5.3.2', severity: 'high', title: 't' },
  { id: 'B', package: 'vite', range: '<2.0.0', severity: 'critical', title: 't' },
  { id: 'C', package: 'ws', range: '>=8.0.0 <8.17.1', severity: 'high', title: 't' },
  { id: 'D', package: 'fastify', range: '<4.0.0', severity: 'high', title: 't' },
];

describe('dependency audit', () => {
  it('lists production packages, nested ones included, dev and links left out', () => {
    expect(productionPackages(lockfile).map((p) => `${p.name}@${p.version}`)).toEqual([
      'fastify@5.2.0',
      'ws@8.16.0',
    ]);
  });

  it('finds the advisories whose range holds the installed version', () => {
    const hits = matchAdvisories({ packages: productionPackages(lockfile), advisories });
    expect(hits.map((h) => h.id)).toEqual(['A', 'C']);
  });

  it('reads npm audit counts and tells an error answer apart', () => {
    expect(auditCounts({ metadata: { vulnerabilities: { high: 1 } } })).toEqual({ high: 1 });
    expect(auditCounts({ message: '405 Method Not Allowed' })).toBeNull();
  });
});
