#!/usr/bin/env node
// Backups of the PostgreSQL database (issue 35, docs/operations.md "Backups and restore"):
//   npm run backup [-- --out <file>]          pg_dump, custom format, into backups/ by default
//   npm run restore -- <file> [--replace]     pg_restore into DATABASE_URL's database
// Both read DATABASE_URL. PGlite (no DATABASE_URL) is refused: pg_dump cannot read its folder.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** A refusal the command line prints as it is (no stack) before exiting with 1. */
export class BackupRefused extends Error {}

/**
 * The database to dump or restore, from DATABASE_URL, with its password apart: pg_dump and
 * pg_restore get it through PGPASSWORD, never on their command line (where `ps` would show it).
 */
export function connectionOf(databaseUrl) {
  if (!databaseUrl) {
    throw new BackupRefused(
      'Backups need PostgreSQL: DATABASE_URL is not set, so this server keeps its data in PGlite ' +
        '(DATA_DIR/pg), which pg_dump cannot read. Stop the server and copy DATA_DIR (pg and media) instead.',
    );
  }
  let url;
  try {
    url = new URL(databaseUrl);
  } catch {
    throw new BackupRefused('DATABASE_URL is not a URL (postgres://user:password@host:5432/database).');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new BackupRefused(`DATABASE_URL must be a postgres:// address (got ${url.protocol}//).`);
  }
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

function run(command, args, env) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', (error) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupRefused(`${command} is not installed (Debian: apt install postgresql-client).`)
          : error,
      ),
    );
    child.on('close', (code) =>
      code === 0
        ? resolvePromise()
        : reject(new BackupRefused(`${command} failed (exit ${code}):\n${stderr.trim()}`)),
    );
  });
}

function defaultFile(now) {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return resolve(root, 'backups', `shortlist-${stamp}.dump`);
}

/**
 * Dumps the database in pg_dump's custom format (compressed; pg_restore picks what to restore),
 * without owners or grants so it restores under any role. Written to `<file>.partial` first and
 * renamed when complete, owner-only (it holds personal data): a dump cut short never looks whole.
 */
export async function backup({ databaseUrl, out, now = new Date() }) {
  const { dbname, env } = connectionOf(databaseUrl);
  const file = resolve(out ?? defaultFile(now));
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  try {
    await run(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${dbname}`],
      env,
    );
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  chmodSync(partial, 0o600);
  renameSync(partial, file);
  return { file, bytes: statSync(file).size };
}

async function tablesIn(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}

/**
 * Restores a dump into DATABASE_URL's database, in one transaction (an error leaves it as it
 * was). An empty database is the normal target; one that holds tables is replaced only with
 * `replace` (stop every server first), so a restore never lands on live data by a slip.
 */
export async function restore({ databaseUrl, file, replace = false }) {
  const { dbname, env } = connectionOf(databaseUrl);
  if (!file) throw new BackupRefused('Name the dump to restore: npm run restore -- <file> [--replace]');
  const dump = resolve(file);
  if (!existsSync(dump)) throw new BackupRefused(`No such dump: ${dump}`);
  const tables = await tablesIn(databaseUrl);
  if (tables > 0 && !replace) {
    throw new BackupRefused(
      `The database at DATABASE_URL already holds ${tables} tables. Restore into a new empty database ` +
        'and point DATABASE_URL at it, or stop every server and run again with --replace to replace them.',
    );
  }
  await run(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      ...(tables > 0 ? ['--clean', '--if-exists'] : []),
      `--dbname=${dbname}`,
      dump,
    ],
    env,
  );
  return { file: dump, replaced: tables > 0 };
}

async function main(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { out: { type: 'string' }, replace: { type: 'boolean', default: false } },
  });
  const [command, file] = positionals;
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  if (command === 'backup') {
    const done = await backup({ databaseUrl, out: values.out });
    console.log(`Backup written: ${done.file} (${(done.bytes / 1024).toFixed(0)} KiB)`);
  } else if (command === 'restore') {
    const done = await restore({ databaseUrl, file, replace: values.replace });
    console.log(`Restored ${done.file}${done.replaced ? ' (the tables there were replaced)' : ''}`);
  } else {
    throw new BackupRefused(
      'Usage: node scripts/backup.mjs backup [--out <file>] | restore <file> [--replace]',
    );
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof BackupRefused ? error.message : (error?.stack ?? String(error)));
    process.exit(1);
  });
}
