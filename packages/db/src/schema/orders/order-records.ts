import { PAYOUT_LINE_KINDS } from '@shortlist/domain/festival-space/payout-rules';
import { LINE_KINDS } from '@shortlist/domain/orders/basket-calculation';
import { ORDER_STATUSES, PAYMENT_METHODS } from '@shortlist/domain/orders/order-state';
import { VAT_REGIMES } from '@shortlist/domain/orders/vat';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { compte } from '../accounts.ts';
import { dateCreation, generatedId, inValues, utc } from '../columns.ts';
import { festival } from '../festivals.ts';
import { film } from '../films.ts';
import { inscription } from '../submissions.ts';
import { produit } from './catalogue.ts';

/* Orders: the order, its lines, its status changes, festival payouts, entry numbers. (issue 15; money in integer cents, VAT rates in basis points) */

/** An order (spec §3): its status moves only through `nextOrderStatus`, each move in `commande_statut`. */
export const commande = pgTable(
  'commande',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    DateModification: utc('DateModification').notNull(),
    Reference: varchar('Reference', { length: 32 }).notNull(),
    IdCompte: integer('IdCompte')
      .notNull()
      .references(() => compte.Id),
    Statut: text('Statut', { enum: ORDER_STATUSES }).notNull(),
    MoyenPaiement: text('MoyenPaiement', { enum: PAYMENT_METHODS }).notNull(),
    Regime: text('Regime', { enum: VAT_REGIMES }).notNull(),
    TauxTvaBp: integer('TauxTvaBp').notNull(),
    MontantHT: integer('MontantHT').notNull(),
    MontantTva: integer('MontantTva').notNull(),
    MontantTTC: integer('MontantTTC').notNull(),
    /** The order's totals as calculated (`BasketTotals`), kept whole for the summary and invoices. */
    Totaux: jsonb('Totaux').notNull(),
    /** The billing address when the order was placed (null for an order asking no money). */
    AdresseFacturation: jsonb('AdresseFacturation'),
    /**
     * The seller the order was placed with (`InvoiceParty`, from the INVOICE_SELLER_* settings),
     * printed on its invoices and credit notes; null for orders placed before it was kept.
     */
    Vendeur: jsonb('Vendeur'),
    /** When an open payment link expires. */
    DateExpiration: utc('DateExpiration'),
    DatePaiement: utc('DatePaiement'),
  },
  (t) => [
    uniqueIndex('commande_reference_unique').on(t.Reference),
    index('commande_compte_idx').on(t.IdCompte, t.DateCreation),
    index('commande_expiration_idx').on(t.Statut, t.DateExpiration),
    check('commande_statut_check', inValues(t.Statut, ORDER_STATUSES)),
    check('commande_moyen_check', inValues(t.MoyenPaiement, PAYMENT_METHODS)),
    check('commande_regime_check', inValues(t.Regime, VAT_REGIMES)),
    check(
      'commande_montants_check',
      sql`${t.MontantHT} >= 0 and ${t.MontantTva} >= 0 and ${t.MontantTTC} = ${t.MontantHT} + ${t.MontantTva}`,
    ),
  ],
);

/** An order's line, as calculated when it was placed (`BasketLine`). */
export const commandeLigne = pgTable(
  'commande_ligne',
  {
    Id: generatedId(),
    IdCommande: integer('IdCommande')
      .notNull()
      .references(() => commande.Id, { onDelete: 'cascade' }),
    Kind: text('Kind', { enum: LINE_KINDS }).notNull(),
    IdProduit: integer('IdProduit').references(() => produit.Id),
    Code: varchar('Code', { length: 40 }),
    IdInscription: integer('IdInscription').references(() => inscription.Id, { onDelete: 'set null' }),
    IdFilm: integer('IdFilm').references(() => film.Id, { onDelete: 'set null' }),
    IdFestival: integer('IdFestival').references(() => festival.Id, { onDelete: 'set null' }),
    Quantite: integer('Quantite').notNull(),
    PrixUnitaire: integer('PrixUnitaire').notNull(),
    Remise: integer('Remise').notNull().default(0),
    MontantHT: integer('MontantHT').notNull(),
    TauxTvaBp: integer('TauxTvaBp').notNull(),
    TimbresUtilises: integer('TimbresUtilises').notNull().default(0),
    TimbresCredites: integer('TimbresCredites').notNull().default(0),
    Versement: integer('Versement'),
  },
  (t) => [
    index('commande_ligne_commande_idx').on(t.IdCommande),
    index('commande_ligne_inscription_idx').on(t.IdInscription),
    index('commande_ligne_film_idx').on(t.IdFilm),
    index('commande_ligne_festival_idx').on(t.IdFestival),
    index('commande_ligne_produit_idx').on(t.IdProduit),
    check('commande_ligne_kind_check', inValues(t.Kind, LINE_KINDS)),
  ],
);

/** Every status change of an order: from, to, the event and who caused it. */
export const commandeStatut = pgTable(
  'commande_statut',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    IdCommande: integer('IdCommande')
      .notNull()
      .references(() => commande.Id, { onDelete: 'cascade' }),
    De: text('De', { enum: ORDER_STATUSES }),
    Vers: text('Vers', { enum: ORDER_STATUSES }).notNull(),
    Evenement: varchar('Evenement', { length: 40 }).notNull(),
    Auteur: varchar('Auteur', { length: 40 }).notNull(),
    /** Why, when someone gave a reason (an operator's refund). */
    Motif: varchar('Motif', { length: 500 }),
  },
  (t) => [index('commande_statut_commande_idx').on(t.IdCommande, t.Id)],
);

/**
 * What a festival receives for a paid entry: the fee charged less the 4.9 % bank fee (`Type`
 * `entry`, written when the order is paid). A refund never changes or deletes it: it adds a
 * reversal (`refund`, the same amounts negative, `IdVersementOrigine` the line it reverses), dated
 * when refunded, so a month already paid keeps its statement and the refund counts in its own
 * month. Months are read on the Paris clock from `DateCreation` (`PAYOUT_TIME_ZONE`).
 */
export const versementFestival = pgTable(
  'versement_festival',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    IdCommande: integer('IdCommande')
      .notNull()
      .references(() => commande.Id),
    IdInscription: integer('IdInscription').references(() => inscription.Id, { onDelete: 'set null' }),
    IdFestival: integer('IdFestival')
      .notNull()
      .references(() => festival.Id),
    Type: text('Type', { enum: PAYOUT_LINE_KINDS }).notNull().default('entry'),
    IdVersementOrigine: integer('IdVersementOrigine').references((): AnyPgColumn => versementFestival.Id),
    MontantFrais: integer('MontantFrais').notNull(),
    MontantVersement: integer('MontantVersement').notNull(),
  },
  (t) => [
    uniqueIndex('versement_festival_inscription_unique').on(t.IdInscription, t.Type),
    uniqueIndex('versement_festival_origine_unique').on(t.IdVersementOrigine),
    index('versement_festival_commande_idx').on(t.IdCommande),
    index('versement_festival_festival_idx').on(t.IdFestival, t.DateCreation),
    check('versement_festival_type_check', inValues(t.Type, PAYOUT_LINE_KINDS)),
    check(
      'versement_festival_montant_check',
      sql`(${t.Type} = 'entry' and ${t.IdVersementOrigine} is null and ${t.MontantVersement} between 0 and ${t.MontantFrais})
        or (${t.Type} = 'refund' and ${t.IdVersementOrigine} is not null and ${t.MontantVersement} between ${t.MontantFrais} and 0)`,
    ),
  ],
);

/**
 * A festival's month paid by the platform (docs/decisions.md "Festival payout"): written once by the
 * operator's `mark-payout-paid` with the bank's reference, the amount sent (the month's due then)
 * and the operator's name (the command's run is in `operator_audit` too). One per festival and
 * month (`Mois` `YYYY-MM`, Paris clock); the month's lines never change afterwards (a later refund
 * counts in its own month).
 */
export const versementMois = pgTable(
  'versement_mois',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    IdFestival: integer('IdFestival')
      .notNull()
      .references(() => festival.Id),
    Mois: varchar('Mois', { length: 7 }).notNull(),
    DatePaiement: utc('DatePaiement').notNull(),
    ReferenceBancaire: varchar('ReferenceBancaire', { length: 100 }).notNull(),
    Operateur: varchar('Operateur', { length: 100 }).notNull(),
    MontantVerse: integer('MontantVerse').notNull(),
  },
  (t) => [
    uniqueIndex('versement_mois_festival_mois_unique').on(t.IdFestival, t.Mois),
    check('versement_mois_mois_check', sql`${t.Mois} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

/** Numbers given to entries when they are sent (`inscription.Numero`), one sequence for all. */
export const inscriptionNumeroSeq = pgSequence('inscription_numero_seq', { startWith: 1 });
