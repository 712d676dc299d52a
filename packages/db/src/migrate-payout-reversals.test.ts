import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { migrationsBefore } from './migrations-before.ts';
import { createTestDatabase } from './testing.ts';

/** The migration that turns a refund's deletion of payout lines into reversal lines. */
const REVERSALS = '0029_payout_reversals';

describe(`migration ${REVERSALS}`, () => {
  let database: Database;
  let folder: string;
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    folder = await migrationsBefore(REVERSALS);
    await migrateDatabase(database, { migrationsFolder: folder });
  });
  afterAll(async () => {
    await database?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('writes back the lines a refund deleted, each with its reversal dated by the refund, and keeps the others', async () => {
    const db = database.db;
    await db.execute(sql`insert into "libelle" ("Id") values (1), (2)`);
    await db.execute(
      sql`insert into "pays" ("Id", "IdLibelle", "Iso2", "PrefixeTelephone") values (1, 2, 'FR', '33')`,
    );
    await db.execute(sql`insert into "compte" ("Id", "Login") values (1, 'ada@example.com')`);
    await db.execute(sql`insert into "festival" ("Id", "Nom", "NomRecherche", "IdPays", "ShortName")
      values (1, 'Courts de Nantes', 'courts de nantes', 1, 'nantes')`);
    await db.execute(sql`insert into "section" ("Id", "IdFestival", "IdLibelle") values (1, 1, 1)`);
    await db.execute(sql`insert into "campagne" ("Id", "IdFestival", "AnneeEdition") values (1, 1, 2025)`);
    await db.execute(sql`insert into "campagne_section" ("Id", "IdCampagne", "IdSection") values (1, 1, 1)`);
    await db.execute(sql`
      insert into "film" ("Id", "IdCompte", "TitreOriginal", "TitreRecherche", "DateDeclarationDroits") values
        (1, 1, 'A', 'a', now()), (2, 1, 'B', 'b', now()), (3, 1, 'C', 'c', now())`);
    // Entries 1 and 2 withdrawn by the refund of order 1; entry 3, of order 2, still paid.
    await db.execute(sql`
      insert into "inscription" ("Id", "IdCompte", "IdFilm", "IdCampagneSection", "Statut") values
        (1, 1, 1, 1, 128), (2, 1, 2, 1, 128), (3, 1, 3, 1, 2)`);
    const order = (id: number, statut: string) => sql`
      insert into "commande" ("Id", "DateModification", "Reference", "IdCompte", "Statut", "MoyenPaiement",
        "Regime", "TauxTvaBp", "MontantHT", "MontantTva", "MontantTTC", "Totaux", "DatePaiement")
      values (${id}, '2025-07-02T09:00:00Z', ${`SL-${id}`}, 1, ${statut}, 'creditCard', 'domestic', 2000,
        4000, 0, 4000, '{}', '2025-06-10T15:00:00Z')`;
    await db.execute(order(1, 'refunded'));
    await db.execute(order(2, 'paid'));
    await db.execute(sql`
      insert into "commande_statut" ("IdCommande", "DateCreation", "De", "Vers", "Evenement", "Auteur") values
        (1, '2025-06-10T15:00:00Z', 'created', 'paid', 'pay', 'provider'),
        (1, '2025-07-02T09:00:00Z', 'paid', 'refunded', 'refund', 'operator')`);
    await db.execute(sql`
      insert into "commande_ligne" ("IdCommande", "Kind", "IdInscription", "IdFilm", "IdFestival", "Quantite",
        "PrixUnitaire", "MontantHT", "TauxTvaBp", "Versement") values
        (1, 'entryFee', 1, 1, 1, 1, 2000, 2000, 0, 1902),
        (1, 'entryFee', 2, 2, 1, 1, 2000, 2000, 0, 1902),
        (2, 'entryFee', 3, 3, 1, 1, 2000, 2000, 0, 1902)`);
    await db.execute(sql`
      insert into "versement_festival" ("DateCreation", "IdCommande", "IdInscription", "IdFestival",
        "MontantFrais", "MontantVersement") values ('2025-06-10T15:00:00Z', 2, 3, 1, 2000, 1902)`);

    await migrateDatabase(database);

    const { rows } = await db.execute<{
      IdInscription: number;
      Type: string;
      Origine: number | null;
      MontantFrais: number;
      MontantVersement: number;
      DateCreation: Date | string;
    }>(sql`
      select v."IdInscription", v."Type", o."IdInscription" as "Origine", v."MontantFrais",
        v."MontantVersement", v."DateCreation"
      from "versement_festival" v left join "versement_festival" o on o."Id" = v."IdVersementOrigine"
      order by v."Type", v."IdInscription"`);
    expect(rows.map((r) => ({ ...r, DateCreation: new Date(r.DateCreation).toISOString() }))).toEqual([
      {
        IdInscription: 1,
        Type: 'entry',
        Origine: null,
        MontantFrais: 2000,
        MontantVersement: 1902,
        DateCreation: '2025-06-10T15:00:00.000Z',
      },
      {
        IdInscription: 2,
        Type: 'entry',
        Origine: null,
        MontantFrais: 2000,
        MontantVersement: 1902,
        DateCreation: '2025-06-10T15:00:00.000Z',
      },
      {
        IdInscription: 3,
        Type: 'entry',
        Origine: null,
        MontantFrais: 2000,
        MontantVersement: 1902,
        DateCreation: '2025-06-10T15:00:00.000Z',
      },
      {
        IdInscription: 1,
        Type: 'refund',
        Origine: 1,
        MontantFrais: -2000,
        MontantVersement: -1902,
        DateCreation: '2025-07-02T09:00:00.000Z',
      },
      {
        IdInscription: 2,
        Type: 'refund',
        Origine: 2,
        MontantFrais: -2000,
        MontantVersement: -1902,
        DateCreation: '2025-07-02T09:00:00.000Z',
      },
    ]);
  });
});
