import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { compte } from '../accounts.ts';
import { dateCreation, generatedId, inValues } from '../columns.ts';
import { commande } from './order-records.ts';

/* Stamps: the balance and its ledger. (issue 15; money in integer cents, VAT rates in basis points) */

/**
 * The stamp balance, one row per account, kept in the same transaction as each ledger row. The
 * CHECK is the last guard: a debit that would take it below zero fails in the database.
 */
export const timbreSolde = pgTable(
  'timbre_solde',
  {
    IdCompte: integer('IdCompte')
      .primaryKey()
      .references(() => compte.Id, { onDelete: 'cascade' }),
    Solde: integer('Solde').notNull().default(0),
  },
  (t) => [check('timbre_solde_positive', sql`${t.Solde} >= 0`)],
);

export const STAMP_MOVE_REASONS = ['purchase', 'checkout', 'return', 'grant', 'correction'] as const;

/** The stamp ledger: each credit and debit is a row; the balance is their sum. */
export const timbreMouvement = pgTable(
  'timbre_mouvement',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    IdCompte: integer('IdCompte')
      .notNull()
      .references(() => compte.Id, { onDelete: 'cascade' }),
    Delta: integer('Delta').notNull(),
    Motif: text('Motif', { enum: STAMP_MOVE_REASONS }).notNull(),
    IdCommande: integer('IdCommande').references(() => commande.Id),
    /** Why an operator moved stamps by hand (`grant-stamps --reason`); null for the order's moves. */
    Note: text('Note'),
  },
  (t) => [
    index('timbre_mouvement_compte_idx').on(t.IdCompte, t.DateCreation),
    index('timbre_mouvement_commande_idx').on(t.IdCommande),
    check('timbre_mouvement_delta_check', sql`${t.Delta} <> 0`),
    check('timbre_mouvement_motif_check', inValues(t.Motif, STAMP_MOVE_REASONS)),
  ],
);
