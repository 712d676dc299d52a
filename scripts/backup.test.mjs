import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../packages/db/src/testing.ts';
import { BackupRefused, backup, connectionOf, restore } from './backup.mjs';

/**
 * `npm run backup` / `npm run restore` (issue 35): a dump of a test database on TEST_DATABASE_URL's
 * server, restored into a fresh empty database, holds the same rows in every table. On a laptop
 * without PostgreSQL only the refusals run; CI sets TEST_DATABASE_URL and runs every test.
 */

const script = join(dirname(fileURLToPath(import.meta.url)), 'backup.mjs');
const folder = mkdtempSync(join(tmpdir(), 'shortlist-backup-test-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function withClient(url, run) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Every table of every schema with a digest of its rows, in a stable order. */
async function contents(url) {
  return withClient(url, async (client) => {
    const { rows: tables } = await client.query(
      `select schemaname, tablename from pg_tables
       where schemaname not in ('pg_catalog', 'information_schema') order by 1, 2`,
    );
    const digest = {};
    for (const { schemaname, tablename } of tables) {
      const name = `"${schemaname}"."${tablename}"`;
      const { rows } = await client.query(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from ${name} t`,
      );
      digest[name] = `${rows[0].n}:${rows[0].sum}`;
    }
    return digest;
  });
}

describe('refusals', () => {
  it('refuses PGlite (no DATABASE_URL) by name, with exit code 1', () => {
    const env = { ...process.env };
    delete env.DATABASE_URL;
    for (const command of ['backup', 'restore']) {
      const run = spawnSync(process.execPath, [script, command, join(folder, 'x.dump')], {
        env,
        encoding: 'utf8',
      });
      expect(run.status, command).toBe(1);
      expect(run.stderr).toContain('DATABASE_URL is not set');
      expect(run.stderr).toContain('PGlite');
      expect(run.stderr).not.toContain('    at ');
    }
  });

  it('refuses an address that is not PostgreSQL, and keeps the password off the command line', () => {
    expect(() => connectionOf('mysql://x@y/z')).toThrow(BackupRefused);
    expect(() => connectionOf('not a url')).toThrow(BackupRefused);
    const { dbname, env } = connectionOf('postgres://ada:s%40cret@db.example:5432/shortlist?sslmode=require');
    expect(dbname).toBe('postgres://ada@db.example:5432/shortlist?sslmode=require');
    expect(env).toEqual({ PGPASSWORD: 's@cret' });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('a round trip on PostgreSQL', () => {
  it('restores a dump into a fresh database with the same rows in every table, ids going on', async () => {
    const source = await createTestDatabase({ seed: 'dictionaries' });
    const target = await createTestDatabase({ migrate: false });
    try {
      await withClient(source.url, (client) =>
        client.query(
          `insert into job ("Kind", "Payload", "RunAt") values ('backup-test', '{"title":"Ciné été 🎬"}', '2026-12-06T10:00:00.123456Z');
           insert into outbox_email ("To", "Subject", "Text") values ('ada@example.com', 'Ça tourne', E'line 1\\nline 2');`,
        ),
      );
      const file = join(folder, 'round-trip.dump');
      const dumped = await backup({ databaseUrl: source.url, out: file });
      expect(dumped.bytes).toBeGreaterThan(0);
      expect(statSync(file).mode & 0o777).toBe(0o600);

      await restore({ databaseUrl: target.url, file });
      expect(await contents(target.url)).toEqual(await contents(source.url));
      const written = await withClient(target.url, (client) =>
        client.query(`select "Payload"->>'title' as title from job where "Kind" = 'backup-test'`),
      );
      expect(written.rows).toEqual([{ title: 'Ciné été 🎬' }]);
      // The sequences came along: a new row takes the next id, not one already used.
      const ids = await withClient(target.url, (client) =>
        client.query(
          `insert into job ("Kind") values ('after-restore') returning "Id" as id;
           select max("Id") as id from job where "Kind" <> 'after-restore'`,
        ),
      );
      expect(Number(ids[0].rows[0].id)).toBeGreaterThan(Number(ids[1].rows[0].id));

      // A second restore onto a database that now holds tables is refused without --replace.
      await expect(restore({ databaseUrl: target.url, file })).rejects.toThrow(/already holds \d+ tables/);
    } finally {
      await Promise.all([source.close(), target.close()]);
    }
    // Dump and restore take about two seconds; the rest is a loaded machine's margin.
  }, 60_000);
});
