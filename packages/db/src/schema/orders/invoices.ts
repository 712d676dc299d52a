import { INVOICE_KINDS } from '@shortlist/domain/orders/api-contracts';
import { INVOICE_SERIES_CODES } from '@shortlist/domain/orders/invoice-numbering';
import { VAT_REGIMES } from '@shortlist/domain/orders/vat';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { compte } from '../accounts.ts';
import { dateCreation, generatedId, inValues } from '../columns.ts';
import { festival } from '../festivals.ts';
import { commande } from './order-records.ts';

/* Invoices and credit notes, and their yearly counters. (issue 15; money in integer cents, VAT rates in basis points) */

/**
 * The last number given per invoice series and year (docs/decisions.md "Invoice numbers"). The row is
 * taken with `INSERT ... ON CONFLICT DO UPDATE ... RETURNING` in the paying transaction, which
 * locks it until commit: a rollback gives the number back, and no sequence (which would leave a
 * gap) is involved.
 */
export const factureCompteur = pgTable(
  'facture_compteur',
  {
    Serie: text('Serie', { enum: INVOICE_SERIES_CODES }).notNull(),
    Annee: integer('Annee').notNull(),
    Dernier: integer('Dernier').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.Serie, t.Annee] }),
    check('facture_compteur_serie_check', inValues(t.Serie, INVOICE_SERIES_CODES)),
    check('facture_compteur_dernier_check', sql`${t.Dernier} >= 1`),
  ],
);

/**
 * An invoice or credit note as issued: number, seller, buyer, lines and totals kept whole (the PDF
 * is drawn from this row, never from the order or the catalogue again). Never changed nor deleted:
 * a trigger of the migration refuses both. Per order for what the platform sells (`IdFestival`
 * null), per festival for entry fees; a credit note points at the invoice it cancels.
 */
export const facture = pgTable(
  'facture',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    Numero: varchar('Numero', { length: 32 }).notNull(),
    Kind: text('Kind', { enum: INVOICE_KINDS }).notNull(),
    IdCommande: integer('IdCommande')
      .notNull()
      .references(() => commande.Id),
    IdCompte: integer('IdCompte')
      .notNull()
      .references(() => compte.Id),
    IdFestival: integer('IdFestival').references(() => festival.Id),
    IdFactureOrigine: integer('IdFactureOrigine').references((): AnyPgColumn => facture.Id),
    Regime: text('Regime', { enum: VAT_REGIMES }).notNull(),
    /** `InvoiceDocument` (packages/domain/src/orders/invoice-lines.ts): seller, buyer, lines, totals. */
    Document: jsonb('Document').notNull(),
    MontantHT: integer('MontantHT').notNull(),
    MontantTva: integer('MontantTva').notNull(),
    MontantTTC: integer('MontantTTC').notNull(),
  },
  (t) => [
    uniqueIndex('facture_numero_unique').on(t.Numero),
    // One invoice (and one credit note) per order and festival; the order's own one has no festival.
    unique('facture_commande_festival_kind_unique').on(t.IdCommande, t.IdFestival, t.Kind).nullsNotDistinct(),
    index('facture_compte_idx').on(t.IdCompte),
    index('facture_festival_idx').on(t.IdFestival),
    index('facture_origine_idx').on(t.IdFactureOrigine),
    check('facture_kind_check', inValues(t.Kind, INVOICE_KINDS)),
    check('facture_regime_check', inValues(t.Regime, VAT_REGIMES)),
    check('facture_montants_check', sql`${t.MontantTTC} = ${t.MontantHT} + ${t.MontantTva}`),
  ],
);
