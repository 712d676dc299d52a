import pg from 'pg';
import { openDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { fillTemplate, type TemplateContent, templateName } from './test-template.ts';

/**
 * Test databases on PostgreSQL (`TEST_DATABASE_URL`) are copies of a template database, built
 * once per content and kept on the server between runs: `create database ... template` copies
 * files, where migrating and seeding a fresh database took 1-4 s each for some 250 test files.
 * The template is `shortlist_tpl_<hash>` (`templateName`), so a changed migration or seed source
 * builds a new one. Workers building the same template at once wait on an advisory lock; the one
 * that builds it closes every connection to it before the others copy it (PostgreSQL refuses to
 * copy a database someone is connected to). Templates left by older sources are dropped after a
 * week unused (the comment on each holds when it was last copied, or built).
 */
const PREFIX = 'shortlist_tpl_';
const KEEP_DAYS = 7;
// Any fixed number, so workers of one run and of other runs share the lock.
const LOCK = 74_113_309;

const ready = new Map<string, Promise<string>>();

/** The name of a template database holding `content`, built on first use. */
export function postgresTemplate(adminUrl: string, content: TemplateContent): Promise<string> {
  const name = `${PREFIX}${templateName(content).replace(/[^a-z0-9]/g, '_')}`.slice(0, 63);
  let template = ready.get(name);
  if (!template) {
    template = ensureTemplate(adminUrl, name, content).catch((error) => {
      ready.delete(name);
      throw error;
    });
    ready.set(name, template);
  }
  return template;
}

async function ensureTemplate(adminUrl: string, name: string, content: TemplateContent): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [LOCK]);
    const found = await admin.query<{ comment: string | null }>(
      'select shobj_description(oid, $2) as comment from pg_database where datname = $1',
      [name, 'pg_database'],
    );
    if (found.rowCount === 0 || found.rows[0]?.comment === null) await build(admin, adminUrl, name, content);
    await admin.query(`comment on database "${name}" is '${new Date().toISOString()}'`);
    await dropStale(admin, name);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [LOCK]).catch(() => {});
    await admin.end();
  }
}

/** A database migrated and filled, marked complete by its comment only once all of it is there. */
async function build(admin: pg.Client, adminUrl: string, name: string, content: TemplateContent) {
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 2 });
  try {
    await migrateDatabase(database);
    await fillTemplate(database.db, content);
  } finally {
    await database.close();
  }
}

async function dropStale(admin: pg.Client, keep: string) {
  const stale = await admin.query<{ name: string }>(
    `select datname as name from pg_database
     where datname like $1 and datname <> $2
       and coalesce(shobj_description(oid, 'pg_database'), '1970-01-01')::timestamptz
           < now() - make_interval(days => $3)`,
    [`${PREFIX}%`, keep, KEEP_DAYS],
  );
  for (const { name } of stale.rows) {
    await admin.query(`drop database if exists "${name}" with (force)`).catch(() => {});
  }
}
