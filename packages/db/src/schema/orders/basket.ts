import { FORMULA_ID_VALUES } from '@shortlist/domain/orders/formulas';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, uniqueIndex } from 'drizzle-orm/pg-core';
import { compte } from '../accounts.ts';
import { dateCreation, generatedId } from '../columns.ts';
import { film } from '../films.ts';
import { inscription } from '../submissions.ts';
import { produit } from './catalogue.ts';

/* The basket: booklets, SuperStamps and the formula of each entry. (issue 15; money in integer cents, VAT rates in basis points) */

/**
 * What the account put in its basket besides entries: stamp booklets (one row per product, a
 * quantity) and SuperStamps (one row per film). Entries wait in `inscription` (not finished).
 */
export const panierArticle = pgTable(
  'panier_article',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    IdCompte: integer('IdCompte')
      .notNull()
      .references(() => compte.Id, { onDelete: 'cascade' }),
    IdProduit: integer('IdProduit')
      .notNull()
      .references(() => produit.Id),
    Quantite: integer('Quantite').notNull().default(1),
    /** The film a SuperStamp is for; null for a booklet. */
    IdFilm: integer('IdFilm').references(() => film.Id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('panier_article_booklet_unique').on(t.IdCompte, t.IdProduit).where(sql`"IdFilm" is null`),
    uniqueIndex('panier_article_film_unique').on(t.IdCompte, t.IdFilm).where(sql`"IdFilm" is not null`),
    index('panier_article_film_idx').on(t.IdFilm),
    index('panier_article_produit_idx').on(t.IdProduit),
    check('panier_article_quantite_check', sql`${t.Quantite} between 1 and 1000`),
  ],
);

/** The formula chosen for an entry of the basket (`FormuleId`); no row means the default one. */
export const panierInscription = pgTable(
  'panier_inscription',
  {
    IdInscription: integer('IdInscription')
      .primaryKey()
      .references(() => inscription.Id, { onDelete: 'cascade' }),
    FormuleId: smallint('FormuleId').notNull(),
  },
  (t) => [
    check(
      'panier_inscription_formule_check',
      sql`${t.FormuleId} in (${sql.raw(FORMULA_ID_VALUES.join(', '))})`,
    ),
  ],
);
