import { FESTIVAL_CODE_KINDS } from '@shortlist/domain/orders/festival-codes';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { compte } from './accounts.ts';
import { campagneSection } from './campaigns.ts';
import { dateCreation, generatedId, inValues, utc } from './columns.ts';
import { festival } from './festivals.ts';
import { commande } from './orders.ts';
import { inscription } from './submissions.ts';

/**
 * A festival's fee waivers and discount codes (issue 33, docs/decisions.md "Festival discount
 * codes"). `Utilisations` counts the entries of orders placed with the code: it is raised by a
 * conditional UPDATE in the placing transaction and lowered when such an order ends unpaid; the
 * CHECK is the last guard, so a code is never used beyond `MaxUtilisations` whatever the
 * concurrency. Written by the order service only (`order-api/festival-codes/`); the festival
 * workspace reaches it through `festivalCodePorts`.
 */
export const codeFestival = pgTable(
  'code_festival',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    IdFestival: integer('IdFestival')
      .notNull()
      .references(() => festival.Id, { onDelete: 'cascade' }),
    IdCampagneSection: integer('IdCampagneSection')
      .notNull()
      .references(() => campagneSection.Id, { onDelete: 'cascade' }),
    /** Kept in capitals; unique per festival whatever the case. */
    Code: varchar('Code', { length: 32 }).notNull(),
    Kind: text('Kind', { enum: FESTIVAL_CODE_KINDS }).notNull(),
    /** Percent off, 1 to 100 (100 for `free`). */
    Pourcentage: smallint('Pourcentage').notNull(),
    /** The code's last day (`YYYY-MM-DD`) as the manager gave it, on the festival's clock. */
    DernierJour: varchar('DernierJour', { length: 10 }).notNull(),
    /** The first instant it no longer works: the next midnight on the festival's clock. */
    DateFin: utc('DateFin').notNull(),
    MaxUtilisations: integer('MaxUtilisations').notNull(),
    Utilisations: integer('Utilisations').notNull().default(0),
    /** Only the addresses it was handed to may use it. */
    IsReserve: boolean('IsReserve').notNull().default(false),
    DateDesactivation: utc('DateDesactivation'),
  },
  (t) => [
    uniqueIndex('code_festival_code_unique').on(t.IdFestival, sql`upper(${t.Code})`),
    index('code_festival_section_idx').on(t.IdCampagneSection),
    check('code_festival_kind_check', inValues(t.Kind, FESTIVAL_CODE_KINDS)),
    check(
      'code_festival_pourcentage_check',
      sql`${t.Pourcentage} between 1 and 100 and (${t.Kind} <> 'free' or ${t.Pourcentage} = 100)`,
    ),
    check(
      'code_festival_utilisations_check',
      sql`${t.MaxUtilisations} > 0 and ${t.Utilisations} >= 0 and ${t.Utilisations} <= ${t.MaxUtilisations}`,
    ),
  ],
);

/** The addresses a code was handed to (lowercase), with when it was last sent. */
export const codeFestivalDestinataire = pgTable(
  'code_festival_destinataire',
  {
    IdCode: integer('IdCode')
      .notNull()
      .references(() => codeFestival.Id, { onDelete: 'cascade' }),
    Email: varchar('Email', { length: 150 }).notNull(),
    DateEnvoi: utc('DateEnvoi').notNull(),
  },
  (t) => [primaryKey({ columns: [t.IdCode, t.Email] })],
);

/** The code a filmmaker put on one entry of the basket; it is used when the order is placed. */
export const panierCodeFestival = pgTable(
  'panier_code_festival',
  {
    IdInscription: integer('IdInscription')
      .primaryKey()
      .references(() => inscription.Id, { onDelete: 'cascade' }),
    IdCode: integer('IdCode')
      .notNull()
      .references(() => codeFestival.Id, { onDelete: 'cascade' }),
    DateCreation: dateCreation(),
  },
  (t) => [index('panier_code_festival_code_idx').on(t.IdCode)],
);

/** One use of a code: the entry of an order placed with it and what it took off. */
export const codeFestivalUtilisation = pgTable(
  'code_festival_utilisation',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    IdCode: integer('IdCode')
      .notNull()
      .references(() => codeFestival.Id),
    IdCommande: integer('IdCommande')
      .notNull()
      .references(() => commande.Id),
    IdInscription: integer('IdInscription')
      .notNull()
      .references(() => inscription.Id, { onDelete: 'cascade' }),
    IdCompte: integer('IdCompte')
      .notNull()
      .references(() => compte.Id, { onDelete: 'cascade' }),
    Remise: integer('Remise').notNull(),
  },
  (t) => [
    uniqueIndex('code_festival_utilisation_unique').on(t.IdCommande, t.IdInscription),
    index('code_festival_utilisation_code_idx').on(t.IdCode),
  ],
);
