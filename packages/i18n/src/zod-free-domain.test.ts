import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The domain modules the web's first load imports on every public page, these routes and head
 * builders included (bench/log/2026-11-to-12.md, "zod off the
 * first load"). They must not import zod, not even through a module they import: each schema
 * module re-exports its zod-free half, never the other way round.
 */
const ZOD_FREE = [
  'language-list.ts',
  'error-codes.ts',
  'dictionary-names.ts',
  'dictionary-items.ts',
  'festival-campaign-values.ts',
  'accounts/contact-formats.ts',
  'films/credit-display.ts',
  'films/film-value-lists.ts',
  'films/film-status.ts',
  'festivals/festival-filter-rules.ts',
  'festivals/smart-name.ts',
  'festivals/criteria-words.ts',
  'festivals/film-length.ts',
];

// Here rather than in packages/domain, which has no Node types (it does no I/O).
const root = join(dirname(fileURLToPath(import.meta.url)), '../../domain/src');
const IMPORT = /^\s*(?:import|export)\s(?!type\s)[^;]*?from\s+'([^']+)'/gm;

/** The chain of modules through which `file` reaches zod, or undefined when it does not. */
function zodChain(file: string, seen = new Set<string>()): string[] | undefined {
  if (seen.has(file)) return undefined;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, target] of source.matchAll(IMPORT)) {
    if (!target) continue;
    if (target === 'zod' || target.startsWith('zod/')) return [relative(root, file), 'zod'];
    if (!target.startsWith('.')) continue;
    const chain = zodChain(join(dirname(file), target), seen);
    if (chain) return [relative(root, file), ...chain];
  }
  return undefined;
}

describe('zod-free modules', () => {
  it.each(ZOD_FREE)('%s imports no zod, directly or not', (path) => {
    expect(zodChain(join(root, path))).toBeUndefined();
  });

  it('sees a schema module reaching zod', () => {
    expect(zodChain(join(root, 'festivals/festival-filter.ts'))).toEqual([
      'festivals/festival-filter.ts',
      'zod',
    ]);
  });
});
