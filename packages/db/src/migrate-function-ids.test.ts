import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { migrationsBefore } from './migrations-before.ts';
import { createTestDatabase } from './testing.ts';

/** The migration that adds the film tables and makes the function dictionary's Id its code. */
const FILMS = '0005_films';

describe(`migration ${FILMS}`, () => {
  let database: Database;
  let folder: string;
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    folder = await migrationsBefore(FILMS);
    await migrateDatabase(database, { migrationsFolder: folder });
  });
  afterAll(async () => {
    await database?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('gives every function the Id of its spec code (production 14 -> 30)', async () => {
    const db = database.db;
    // The dictionary as seeded before issue 12: production had Id 14 and Code 30.
    await db.execute(sql`insert into "libelle" ("Id") values (1), (2), (3), (4)`);
    await db.execute(sql`
      insert into "fonction" ("Id", "IdLibelle", "Ordre", "Code") values
        (1, 1, 0, 1), (14, 2, 1, 30), (15, 3, 2, 31), (18, 4, 3, 50)`);

    await migrateDatabase(database);

    const { rows } = await db.execute<{ Id: number; Code: number; IdLibelle: number }>(
      sql`select "Id", "Code", "IdLibelle" from "fonction" order by "Id"`,
    );
    expect(rows).toEqual([
      { Id: 1, Code: 1, IdLibelle: 1 },
      { Id: 30, Code: 30, IdLibelle: 2 },
      { Id: 31, Code: 31, IdLibelle: 3 },
      { Id: 50, Code: 50, IdLibelle: 4 },
    ]);
  });
});
