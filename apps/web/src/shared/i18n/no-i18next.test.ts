import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web app's sources, tests and their helpers (`src/test/`) excepted: they may compare our
 * translator with i18next.
 */
function sources(folder: string, testSupport: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return path === testSupport ? [] : sources(path, testSupport);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const I18NEXT_IMPORT = /(from|import\()\s*['"](react-)?i18next['"]/;

describe('the web bundle', () => {
  it('imports neither i18next nor react-i18next (translation.tsx replaces them, issue 11)', () => {
    const root = join(import.meta.dirname, '../..');
    const files = sources(root, join(root, 'test'));
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => I18NEXT_IMPORT.test(readFileSync(file, 'utf8')))).toEqual([]);
    // The check itself: an import of the kind it looks for is caught.
    expect(I18NEXT_IMPORT.test("import { Trans } from 'react-i18next';")).toBe(true);
  });
});
