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
 * Test databases start from a template built once and kept, not from an empty database.
 *
 * On PGlite, a freshly migrated data folder is dumped once and kept on disk: starting PGlite on
 * an empty folder runs initdb and then every migration, 6-9 s a database on a loaded 2-core
 * machine, and loading the dump costs a third of that. On PostgreSQL (`TEST_DATABASE_URL`) the
 * template is a database of its own that `create database ... template` copies
 * (`postgres-template.ts`).
 *
 * Three contents: the migrations alone; the dictionaries as well (`seedDatabase` without the
 * demo), which nearly every test database loads (0.37 s a database warm, 1.2 s cold on the
 * 2-core machine, session 19); and the demo catalogue at a given clock, which about sixty server
 * test files load with the same clock (2-4 s a database). A template's name hashes the
 * migrations and PGlite's version, and for the seeded ones every non-test source of this package
 * and of the domain (and the clock), so a changed migration, dictionary or demo row builds a new
 * one. A file is written under another name and renamed, so a worker never reads half of one
 * another worker is writing.
 */
const CACHE_FOLDER = join(tmpdir(), 'shortlist-pglite-templates');

/** What a template holds beyond the migrations. */
export type TemplateContent = 'migrated' | 'dictionaries' | { demoAt: Date };

const loaded = new Map<string, Promise<Blob>>();

/** The template's name: its content and the hash of everything that content is made from. */
export function templateName(content: TemplateContent): string {
  if (content === 'migrated') return `migrated-${migrationsKey()}`;
  const key = `${migrationsKey()}-${sourcesKey()}`;
  if (content === 'dictionaries') return `dictionaries-${key}`;
  return `demo-${createHash('sha256').update(`${key}@${content.demoAt.toISOString()}`).digest('hex').slice(0, 16)}`;
}

/** Fills a migrated, empty database with what `content` holds. */
export async function fillTemplate(db: Parameters<typeof seedDatabase>[0]['db'], content: TemplateContent) {
  if (content === 'migrated') return;
  const now = content === 'dictionaries' ? new Date() : content.demoAt;
  await seedDatabase({ db, now, demo: content !== 'dictionaries' });
}

/** The data folder as PGlite's `loadDataDir` takes it (read once per process). */
export function testTemplate(content: TemplateContent = 'migrated'): Promise<Blob> {
  const name = templateName(content);
  let template = loaded.get(name);
  if (!template) {
    template = readOrBuild(name, content);
    loaded.set(name, template);
  }
  return template;
}

async function readOrBuild(name: string, content: TemplateContent): Promise<Blob> {
  const file = join(CACHE_FOLDER, `${name}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    // Not built yet: build it below.
  }
  const database = await openDatabase({ inMemory: true });
  try {
    await migrateDatabase(database);
    await fillTemplate(database.db, content);
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

let migrationsHash: string | undefined;
let sourcesHash: string | undefined;

/** A hash of PGlite's version and of every migration file (read once per process). */
function migrationsKey(): string {
  if (migrationsHash) return migrationsHash;
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
  migrationsHash = hash.digest('hex').slice(0, 16);
  return migrationsHash;
}

/** A hash of every non-test TypeScript source of this package and of the domain's. */
function sourcesKey(): string {
  if (sourcesHash) return sourcesHash;
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
  sourcesHash = hash.digest('hex').slice(0, 16);
  return sourcesHash;
}
