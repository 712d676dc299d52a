import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

/**
 * Every in-app link is drawn by a component of the theme (`Anchor`, `Button`, a nav item...
 * through `component={LocalizedLink}`), never as a bare `<LocalizedLink>`, which the browser
 * paints in its default blue and purple (issue 32: the dashboard's SuperStamp links).
 */
const src = join(dirname(fileURLToPath(import.meta.url)), '../..');

function tsxFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });
}

it('draws no link as a bare LocalizedLink', () => {
  const bare = tsxFiles(src).flatMap((path) =>
    readFileSync(path, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        /<LocalizedLink\b/.test(line) ? [`${path.slice(src.length + 1)}:${index + 1}`] : [],
      ),
  );
  expect(bare).toEqual([]);
});
