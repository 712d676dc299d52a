import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Which code writes which table, read from the sources: every Drizzle `.insert(t)`, `.update(t)`
 * and `.delete(t)` whose `t` is imported from `@shortlist/db/schema/...`, and every raw
 * `insert into`, `update` and `delete from` of a quoted table name. `table-owners.test.ts` holds the result
 * against the owner map (`TABLE_OWNERS`), so one area writing another's table fails the build
 * (docs/architecture.md "Layers": an area writes only its own tables).
 */

export type TableWrite = { area: string; file: string; table: string };

/** The area of a server source file: `user-api/<area>`, `order-api`, or the top folder. */
export function areaOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'user-api' && parts.length > 2) return `user-api/${parts[1]}`;
  return parts.length > 1 ? (parts[0] as string) : 'root';
}

const SCHEMA_IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@shortlist\/db\/schema\/[^']+'/g;
const DRIZZLE_WRITE = /\.(?:insert|update|delete)\(\s*([A-Za-z_$][\w$]*)\s*\)/g;
const RAW_WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+\\?"([a-z_]+)\\?"/gi;

/**
 * The tables one source writes. `tableOf` maps an imported schema export's name to its table
 * name (`commandeLigne` -> `commande_ligne`); a name it does not know is not a table.
 */
export function writesIn(source: string, tableOf: (exportName: string) => string | undefined): string[] {
  const local = new Map<string, string>();
  for (const match of source.matchAll(SCHEMA_IMPORT)) {
    for (const spec of (match[1] as string).split(',')) {
      const [imported, alias] = spec.trim().split(/\s+as\s+/);
      if (!imported) continue;
      const table = tableOf(imported.trim());
      if (table) local.set((alias ?? imported).trim(), table);
    }
  }
  const tables = new Set<string>();
  for (const match of source.matchAll(DRIZZLE_WRITE)) {
    const table = local.get(match[1] as string);
    if (table) tables.add(table);
  }
  for (const match of source.matchAll(RAW_WRITE)) tables.add((match[1] as string).toLowerCase());
  return [...tables];
}

/** Every write of every non-test source under `root` (test files, test folders and steps left out). */
export function tableWrites(root: string, tableOf: (exportName: string) => string | undefined): TableWrite[] {
  const writes: TableWrite[] = [];
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !/(^|\/)test\/|\.test\.ts$|-test[-.]/.test(name))
    .sort();
  for (const name of files) {
    const file = relative(root, join(root, name));
    for (const table of writesIn(readFileSync(join(root, name), 'utf8'), tableOf)) {
      writes.push({ area: areaOf(file), file, table });
    }
  }
  return writes;
}
