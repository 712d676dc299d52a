import { PROVIDER_METHODS } from '@shortlist/domain/orders/order-state';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { dateCreation, generatedId, inValues, utc } from '../columns.ts';
import { commande } from './order-records.ts';

/* Payments: the provider's payments, webhook keys, the sandbox provider's own book. (issue 15; money in integer cents, VAT rates in basis points) */

export const PAYMENT_STATUSES = ['open', 'paid', 'failed', 'canceled', 'expired', 'refunded'] as const;

/** A payment asked of the provider for an order; the provider's id is unique. */
export const paiement = pgTable(
  'paiement',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    DateModification: utc('DateModification').notNull(),
    IdCommande: integer('IdCommande')
      .notNull()
      .references(() => commande.Id),
    Fournisseur: varchar('Fournisseur', { length: 20 }).notNull(),
    IdFournisseur: varchar('IdFournisseur', { length: 100 }).notNull(),
    Statut: text('Statut', { enum: PAYMENT_STATUSES }).notNull(),
    Montant: integer('Montant').notNull(),
    UrlPaiement: text('UrlPaiement'),
  },
  (t) => [
    uniqueIndex('paiement_fournisseur_unique').on(t.Fournisseur, t.IdFournisseur),
    index('paiement_commande_idx').on(t.IdCommande),
    check('paiement_statut_check', inValues(t.Statut, PAYMENT_STATUSES)),
    check('paiement_montant_check', sql`${t.Montant} > 0`),
  ],
);

/**
 * A webhook whose effects were applied, under a unique key (provider, payment id, status read
 * back from the provider), written in the same transaction as the effects: a second delivery
 * finds the key and changes nothing.
 */
export const webhookEvenement = pgTable(
  'webhook_evenement',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    Cle: varchar('Cle', { length: 200 }).notNull(),
    IdPaiement: integer('IdPaiement').references(() => paiement.Id),
  },
  (t) => [
    uniqueIndex('webhook_evenement_cle_unique').on(t.Cle),
    index('webhook_evenement_paiement_idx').on(t.IdPaiement),
  ],
);

export const SANDBOX_PAYMENT_STATUSES = ['open', 'paid', 'failed', 'canceled', 'expired'] as const;

/**
 * The built-in sandbox payment provider's own book (docs/decisions.md "Card payment provider"): what
 * a real provider keeps on its side. The order service reads it only through the provider
 * interface (`getPayment`), as it would read Mollie's API.
 */
export const sandboxPaiement = pgTable(
  'sandbox_paiement',
  {
    Id: varchar('Id', { length: 40 }).primaryKey(),
    DateCreation: dateCreation(),
    Statut: text('Statut', { enum: SANDBOX_PAYMENT_STATUSES }).notNull(),
    Montant: integer('Montant').notNull(),
    Description: varchar('Description', { length: 255 }).notNull(),
    UrlRetour: text('UrlRetour').notNull(),
    UrlWebhook: text('UrlWebhook').notNull(),
    /** The method the hosted page imitates (card form, Apple Pay sheet, PayPal page). */
    Methode: text('Methode', { enum: PROVIDER_METHODS }).notNull().default('creditCard'),
  },
  (t) => [
    check('sandbox_paiement_statut_check', inValues(t.Statut, SANDBOX_PAYMENT_STATUSES)),
    check('sandbox_paiement_methode_check', inValues(t.Methode, PROVIDER_METHODS)),
  ],
);

/**
 * The sandbox provider's refunds (its own book, like `sandbox_paiement`): one row per payment
 * refunded, so a refund asked twice (the operator command run again after a failure) sends the
 * money back once.
 */
export const sandboxRemboursement = pgTable(
  'sandbox_remboursement',
  {
    IdPaiement: varchar('IdPaiement', { length: 40 })
      .primaryKey()
      .references(() => sandboxPaiement.Id),
    DateCreation: dateCreation(),
    Montant: integer('Montant').notNull(),
  },
  (t) => [check('sandbox_remboursement_montant_check', sql`${t.Montant} > 0`)],
);
