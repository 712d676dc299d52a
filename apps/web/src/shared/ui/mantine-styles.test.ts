import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// mantine-styles.css imports the stylesheet of each Mantine component the app uses, not all of
// them. This finds every component the app's code imports, and every component those use inside
// (a Select renders a Combobox, a Popover, an Input...), by reading Mantine's own modules, and
// checks each one's stylesheet is imported: a component added without its CSS fails here.

const here = dirname(fileURLToPath(import.meta.url));
const src = resolve(here, '../..');
const require = createRequire(import.meta.url);
const core = dirname(dirname(require.resolve('@mantine/core')));
const esm = join(core, 'esm');
const stylesDir = join(core, 'styles');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Names a file imports (or re-exports, for a lazy module) from `@mantine/core` as values. */
function mantineImports(code: string): string[] {
  const names: string[] = [];
  for (const match of code.matchAll(
    /(?:import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*["']@mantine\/core["']/g,
  )) {
    if (match[1]) continue;
    for (const part of (match[2] ?? '').split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0] ?? name);
    }
  }
  return names;
}

/** Every module of `@mantine/core` reachable from these names (relative imports followed). */
function reachableModules(names: string[]): Set<string> {
  const index = readFileSync(join(esm, 'index.mjs'), 'utf8');
  const where = new Map<string, string>();
  for (const match of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name) where.set(name, join(esm, match[2] ?? ''));
    }
  }
  const seen = new Set<string>();
  const queue = names.flatMap((name) => where.get(name) ?? []);
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(/from\s*"(\.[^"]+\.mjs)"/g)) {
      queue.push(resolve(dirname(file), match[1] ?? ''));
    }
  }
  return seen;
}

/**
 * The stylesheets these modules need: each folder of a component or shared part (`utils/`, as
 * InlineInput, which Checkbox, Radio and Switch share) that has one.
 */
function neededStylesheets(modules: Set<string>): Set<string> {
  const needed = new Set<string>();
  for (const file of modules) {
    const parts = relative(esm, file).split(sep);
    if (parts[0] !== 'components' && parts[0] !== 'utils') continue;
    for (const folder of parts.slice(1, -1)) {
      if (existsSync(join(stylesDir, `${folder}.css`))) needed.add(folder);
    }
  }
  return needed;
}

describe("the app's Mantine stylesheet", () => {
  const imported = new Set(
    [
      ...readFileSync(join(here, 'mantine-styles.css'), 'utf8').matchAll(
        /@import ["']@mantine\/core\/styles\/([\w-]+)\.css["'];/g,
      ),
    ].map((match) => match[1]),
  );

  it('has the stylesheet of every component the app uses, directly or inside another', () => {
    const notifications = dirname(dirname(require.resolve('@mantine/notifications')));
    const names = new Set(
      [...sourceFiles(src), ...sourceFiles(join(notifications, 'esm'))].flatMap((file) =>
        mantineImports(readFileSync(file, 'utf8')),
      ),
    );
    expect(names).toContain('Button');
    const needed = neededStylesheets(reachableModules([...names]));
    expect(needed).toContain('Combobox');
    expect([...needed].filter((name) => !imported.has(name)).sort()).toEqual([]);
    // Nothing more than that (the three base files aside).
    const base = ['baseline', 'default-css-variables', 'global'];
    expect(
      [...imported].filter((name) => !needed.has(name as string) && !base.includes(name as string)),
    ).toEqual([]);
  });

  it('starts with the variables, the baseline and the global rules, and not the whole file', () => {
    for (const name of ['baseline', 'default-css-variables', 'global']) expect(imported).toContain(name);
    expect(readFileSync(join(src, 'main.tsx'), 'utf8')).not.toContain("'@mantine/core/styles.css'");
  });
});
