import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from './client.ts';
import { MIGRATIONS_FOLDER, migrateDatabase } from './migrate.ts';
import { seedDatabase } from './seed/seed-database.ts';

/**
 * A freshly migrated PGlite data folder, dumped once and kept on disk, for the tests' in-memory
 * databases. Starting PGlite on an empty folder runs initdb and then every migration: 6-9 s a
 * database on a loaded 2-core machine, and the server tests open about 200 of them. Loading this
 * dump costs a third of that. The file's name is a hash of the migrations and of PGlite's
 * version, so a changed migration or an upgrade builds a new one; the file is written under
 * another name and renamed, so a worker never reads half of one another worker is writing.
 *
 * A second dump holds the dictionaries as well (`seedDatabase` without the demo), which nearly
 * every test database loads: seeding them took 0.37 s a database warm and 1.2 s cold on the
 * 2-core machine (session 19). Its name also hashes every source the seed could read (this
 * package's and the domain's), so a changed dictionary, label or schema builds a new one.
 */
const CACHE_FOLDER = join(tmpdir(), 'shortlist-pglite-templates');

/** What a template holds beyond the migrations. */
export type TemplateContent = 'migrated' | 'dictionaries';

const loaded = new Map<TemplateContent, Promise<Blob>>();

/** The data folder as PGlite's `loadDataDir` takes it (read once per process). */
export function testTemplate(content: TemplateContent = 'migrated'): Promise<Blob> {
  let template = loaded.get(content);
  if (!template) {
    template = readOrBuild(content);
    loaded.set(content, template);
  }
  return template;
}

async function readOrBuild(content: TemplateContent): Promise<Blob> {
  const key = content === 'migrated' ? templateKey() : `${templateKey()}-${sourcesKey()}`;
  const file = join(CACHE_FOLDER, `${content}-${key}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    // Not built yet: build it below.
  }
  const database = await openDatabase({ inMemory: true });
  try {
    await migrateDatabase(database);
    if (content === 'dictionaries') await seedDatabase({ db: database.db, now: new Date(), demo: false });
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    mkdirSync(CACHE_FOLDER, { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  } finally {
    await database.close();
  }
}

function templateKey(): string {
  const hash = createHash('sha256');
  // The package exports no package.json: its entry point is under dist/.
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pgliteManifest = join(pgliteEntry.slice(0, pgliteEntry.lastIndexOf('/dist/')), 'package.json');
  hash.update(JSON.parse(readFileSync(pgliteManifest, 'utf8')).version);
  for (const folder of [MIGRATIONS_FOLDER, join(MIGRATIONS_FOLDER, 'meta')]) {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      if (!entry.isFile()) continue;
      hash.update(entry.name);
      hash.update(readFileSync(join(folder, entry.name)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** A hash of every non-test TypeScript source of this package and of the domain's. */
function sourcesKey(): string {
  const hash = createHash('sha256');
  const here = dirname(fileURLToPath(import.meta.url));
  for (const root of [here, join(here, '../../domain/src')]) {
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .sort();
    for (const name of files) {
      hash.update(name);
      hash.update(readFileSync(join(root, name)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}
