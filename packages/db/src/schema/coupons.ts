import { COUPON_KINDS, COUPON_TARGETS } from '@shortlist/domain/orders/coupons';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { compte } from './accounts.ts';
import { dateCreation, generatedId, inValues, utc } from './columns.ts';
import { commande } from './orders.ts';

/**
 * Coupons (issue 15, docs/decisions.md "Coupons"). `Utilisations` counts the orders placed with
 * the coupon; it is raised by one conditional UPDATE in the placing transaction and the CHECK is
 * the last guard, so a coupon is never used beyond `MaxUtilisations` whatever the concurrency.
 * A coupon with `IdCompte` is reserved for that account (a fee-discount offer).
 */
export const coupon = pgTable(
  'coupon',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    /** Kept in capitals (`normalCouponCode`); unique whatever the case. */
    Code: varchar('Code', { length: 40 }).notNull(),
    Kind: text('Kind', { enum: COUPON_KINDS }).notNull(),
    /** Percent: basis points (10 % = 1000); amount: cents excluding VAT. */
    Valeur: integer('Valeur').notNull(),
    Cible: text('Cible', { enum: COUPON_TARGETS }).notNull().default('all'),
    DateDebut: utc('DateDebut'),
    DateFin: utc('DateFin'),
    MaxUtilisations: integer('MaxUtilisations'),
    MaxParCompte: integer('MaxParCompte').default(1),
    Utilisations: integer('Utilisations').notNull().default(0),
    IdCompte: integer('IdCompte').references(() => compte.Id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('coupon_code_unique').on(sql`upper(${t.Code})`),
    index('coupon_compte_idx').on(t.IdCompte),
    check('coupon_kind_check', inValues(t.Kind, COUPON_KINDS)),
    check('coupon_cible_check', inValues(t.Cible, COUPON_TARGETS)),
    check('coupon_valeur_check', sql`${t.Valeur} > 0 and (${t.Kind} <> 'percent' or ${t.Valeur} <= 10000)`),
    check(
      'coupon_utilisations_check',
      sql`${t.Utilisations} >= 0 and (${t.MaxUtilisations} is null or ${t.Utilisations} <= ${t.MaxUtilisations})`,
    ),
    check(
      'coupon_limites_check',
      sql`(${t.MaxUtilisations} is null or ${t.MaxUtilisations} > 0) and (${t.MaxParCompte} is null or ${t.MaxParCompte} > 0)`,
    ),
  ],
);

/** The coupon put on an account's basket (one at most); it is used when the order is placed. */
export const panierCoupon = pgTable('panier_coupon', {
  IdCompte: integer('IdCompte')
    .primaryKey()
    .references(() => compte.Id, { onDelete: 'cascade' }),
  IdCoupon: integer('IdCoupon')
    .notNull()
    .references(() => coupon.Id, { onDelete: 'cascade' }),
  DateCreation: dateCreation(),
});

/** One use of a coupon: the order placed with it (counted per account for `MaxParCompte`). */
export const couponUtilisation = pgTable(
  'coupon_utilisation',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    IdCoupon: integer('IdCoupon')
      .notNull()
      .references(() => coupon.Id),
    IdCompte: integer('IdCompte')
      .notNull()
      .references(() => compte.Id, { onDelete: 'cascade' }),
    IdCommande: integer('IdCommande')
      .notNull()
      .references(() => commande.Id),
    Remise: integer('Remise').notNull(),
  },
  (t) => [
    uniqueIndex('coupon_utilisation_commande_unique').on(t.IdCommande),
    index('coupon_utilisation_coupon_idx').on(t.IdCoupon, t.IdCompte),
    index('coupon_utilisation_compte_idx').on(t.IdCompte),
  ],
);
