import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as schema from '@shortlist/db/schema/all';
import { getTableName, is, Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TABLE_OWNERS } from './table-owners.ts';
import { type TableWrite, tableWrites, writesIn } from './table-writers.ts';

const TABLE_NAMES = new Map<string, string>(
  Object.entries(schema).flatMap(([name, value]) => (is(value, Table) ? [[name, getTableName(value)]] : [])),
);
const tableOf = (name: string) => TABLE_NAMES.get(name);

/** The writes whose area is not an owner of the table (or whose table has no owner at all). */
function trespasses(writes: TableWrite[]): string[] {
  return writes
    .filter((w) => !TABLE_OWNERS[w.table]?.owners.includes(w.area))
    .map((w) => `${w.file} (${w.area}) writes ${w.table}`);
}

describe('table ownership', () => {
  it('every write of the server is by an owner of its table', () => {
    const writes = tableWrites(new URL('.', import.meta.url).pathname, tableOf);
    expect(writes.length).toBeGreaterThan(100);
    expect(trespasses(writes)).toEqual([]);
  });

  it('names only tables the schema has', () => {
    const known = new Set(TABLE_NAMES.values());
    expect(Object.keys(TABLE_OWNERS).filter((table) => !known.has(table))).toEqual([]);
  });

  it('catches a planted write of another area, through Drizzle or raw SQL', () => {
    const root = mkdtempSync(join(tmpdir(), 'table-owners-'));
    mkdirSync(join(root, 'user-api/favourites'), { recursive: true });
    writeFileSync(
      join(root, 'user-api/favourites/sneaky.ts'),
      [
        "import { filmVideo as video } from '@shortlist/db/schema/film-videos';",
        "import { inscription } from '@shortlist/db/schema/submissions';",
        'await tx.update(video).set({});',
        'await tx.delete(inscription);',
        'await tx.execute(sql`delete from "commande" where true`);',
        // A Map's delete is not a table write.
        'seen.delete(key);',
      ].join('\n'),
    );
    expect(trespasses(tableWrites(root, tableOf))).toEqual([
      'user-api/favourites/sneaky.ts (user-api/favourites) writes film_video',
      'user-api/favourites/sneaky.ts (user-api/favourites) writes inscription',
      'user-api/favourites/sneaky.ts (user-api/favourites) writes commande',
    ]);
  });

  it('reads a write through an aliased import and leaves non-table calls alone', () => {
    const source =
      "import { compte as account } from '@shortlist/db/schema/accounts';\ntx.insert(account); cache.delete(account2);";
    expect(writesIn(source, tableOf)).toEqual(['compte']);
  });
});
