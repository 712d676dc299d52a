import { PRODUCT_KINDS } from '@shortlist/domain/orders/catalogue';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { dateCreation, generatedId, inValues } from '../columns.ts';

/* The catalogue: products and their prices. (issue 15; money in integer cents, VAT rates in basis points) */

/**
 * The catalogue (docs/decisions.md prices): stamp booklets, SuperStamps, the platform fee. Seeded by
 * the migration; prices change by an operator command, never by editing a past order.
 */
export const produit = pgTable(
  'produit',
  {
    Id: generatedId(),
    Code: varchar('Code', { length: 40 }).notNull(),
    Kind: text('Kind', { enum: PRODUCT_KINDS }).notNull(),
    PrixHT: integer('PrixHT').notNull(),
    Timbres: integer('Timbres').notNull().default(0),
    DureeMois: integer('DureeMois').notNull().default(0),
    IsActif: boolean('IsActif').notNull().default(true),
    Ordre: integer('Ordre').notNull().default(0),
    DateModification: dateCreation(),
  },
  (t) => [
    uniqueIndex('produit_code_unique').on(t.Code),
    check('produit_kind_check', inValues(t.Kind, PRODUCT_KINDS)),
    check('produit_prix_check', sql`${t.PrixHT} >= 0 and ${t.Timbres} >= 0 and ${t.DureeMois} >= 0`),
  ],
);

/**
 * Each price change of the catalogue (`npm run admin -- set-price`): before, after, when and who.
 * Orders keep their own lines, so a change only reaches baskets priced afterwards.
 */
export const produitPrix = pgTable(
  'produit_prix',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    IdProduit: integer('IdProduit')
      .notNull()
      .references(() => produit.Id),
    Ancien: integer('Ancien').notNull(),
    Nouveau: integer('Nouveau').notNull(),
    Auteur: varchar('Auteur', { length: 40 }).notNull(),
  },
  (t) => [index('produit_prix_produit_idx').on(t.IdProduit, t.DateCreation)],
);
