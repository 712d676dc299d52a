import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { migrationsBefore } from './migrations-before.ts';
import { createTestDatabase } from './testing.ts';

/** The migration that moved the deadline-calendar settings from `compte` to `calendrier_favoris`. */
const MOVE = '0003_calendar_settings';

describe(`migration ${MOVE}`, () => {
  let database: Database;
  let folder: string;
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    folder = await migrationsBefore(MOVE);
    await migrateDatabase(database, { migrationsFolder: folder });
  });
  afterAll(async () => {
    await database?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('carries the feed tokens and reminder switches over, then drops them from compte', async () => {
    const db = database.db;
    await db.execute(sql`
      insert into "compte" ("Id", "Login", "JetonCalendrier", "IsRappelEcheance", "DateSuppression") values
        (1, 'feed@example.com', 'token-of-feed-account-000', true, null),
        (2, 'off@example.com', null, false, null),
        (3, 'both@example.com', 'token-of-both-account-000', false, null),
        (4, 'defaults@example.com', null, true, null),
        (5, 'deleted-5@invalid', null, false, now())`);

    await migrateDatabase(database);

    const { rows } = await db.execute<{
      IdCompte: number;
      JetonCalendrier: string | null;
      IsRappelEcheance: boolean;
    }>(
      sql`select "IdCompte", "JetonCalendrier", "IsRappelEcheance" from "calendrier_favoris" order by "IdCompte"`,
    );
    // Accounts on the defaults, and deleted ones, need no row: no row reads as the defaults.
    expect(rows).toEqual([
      { IdCompte: 1, JetonCalendrier: 'token-of-feed-account-000', IsRappelEcheance: true },
      { IdCompte: 2, JetonCalendrier: null, IsRappelEcheance: false },
      { IdCompte: 3, JetonCalendrier: 'token-of-both-account-000', IsRappelEcheance: false },
    ]);
    const columns = await db.execute<{ name: string }>(
      sql`select column_name as name from information_schema.columns where table_name = 'compte'`,
    );
    const names = columns.rows.map((c) => c.name);
    expect(names).toContain('Login');
    expect(names).not.toContain('JetonCalendrier');
    expect(names).not.toContain('IsRappelEcheance');
  });
});
