import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { migrationsBefore } from './migrations-before.ts';
import { createTestDatabase } from './testing.ts';

/** The migration that gives festival photos an order, numbered in their upload order. */
const PHOTO_ORDER = '0045_festival_photo_order';

describe(`migration ${PHOTO_ORDER}`, () => {
  let database: Database;
  let folder: string;
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    folder = await migrationsBefore(PHOTO_ORDER);
    await migrateDatabase(database, { migrationsFolder: folder });
  });
  afterAll(async () => {
    await database?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it("numbers each festival's photos from 0 in upload order", async () => {
    const db = database.db;
    await db.execute(sql`insert into "libelle" ("Id") values (1)`);
    await db.execute(
      sql`insert into "pays" ("Id", "IdLibelle", "Iso2", "PrefixeTelephone") values (1, 1, 'FR', '33')`,
    );
    await db.execute(sql`insert into "festival" ("Id", "Nom", "NomRecherche", "IdPays", "ShortName") values
      (1, 'Courts de Nantes', 'courts de nantes', 1, 'nantes'), (2, 'Lanternes', 'lanternes', 1, 'lanternes')`);
    await db.execute(sql`insert into "festival_photo" ("Id", "IdFestival", "Fichier", "Credit") values
      (5, 1, 'a.jpg', 'A'), (3, 1, 'b.jpg', 'B'), (9, 2, 'c.jpg', 'C'), (7, 1, 'd.jpg', 'D')`);

    await migrateDatabase(database);

    const { rows } = await db.execute<{ Id: number; IdFestival: number; Ordre: number }>(
      sql`select "Id", "IdFestival", "Ordre" from "festival_photo" order by "Id"`,
    );
    expect(rows.map((r) => [r.Id, r.IdFestival, r.Ordre])).toEqual([
      [3, 1, 0],
      [5, 1, 1],
      [7, 1, 2],
      [9, 2, 0],
    ]);
  });
});
