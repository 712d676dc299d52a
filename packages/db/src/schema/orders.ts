import { INVOICE_KINDS } from '@shortlist/domain/orders/api-contracts';
import { LINE_KINDS } from '@shortlist/domain/orders/basket-calculation';
import { PRODUCT_KINDS } from '@shortlist/domain/orders/catalogue';
import { FORMULA_ID_VALUES } from '@shortlist/domain/orders/formulas';
import { INVOICE_SERIES_CODES } from '@shortlist/domain/orders/invoice-numbering';
import { ORDER_STATUSES, PAYMENT_METHODS, PROVIDER_METHODS } from '@shortlist/domain/orders/order-state';
import { VAT_REGIMES } from '@shortlist/domain/orders/vat';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { compte } from './accounts.ts';
import { dateCreation, generatedId, inValues, utc } from './columns.ts';
import { festival } from './festivals.ts';
import { film } from './films.ts';
import { inscription } from './submissions.ts';

/*
 * The order service's tables (issue 15). Money is integer cents (euros), VAT rates basis points.
 * An order keeps its own copy of everything it charged (lines, totals, billing address), so a
 * later catalogue or address change never alters an order or its invoice.
 */

/**
 * The catalogue (DECISIONS.md prices): stamp booklets, SuperStamps, the platform fee. Seeded by
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

/** What a festival receives for a paid entry: the fee charged less the 4.9 % bank fee. */
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
    MontantFrais: integer('MontantFrais').notNull(),
    MontantVersement: integer('MontantVersement').notNull(),
  },
  (t) => [
    uniqueIndex('versement_festival_inscription_unique').on(t.IdInscription),
    index('versement_festival_commande_idx').on(t.IdCommande),
    index('versement_festival_festival_idx').on(t.IdFestival),
    check('versement_festival_montant_check', sql`${t.MontantVersement} between 0 and ${t.MontantFrais}`),
  ],
);

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

/** Numbers given to entries when they are sent (`inscription.Numero`), one sequence for all. */
export const inscriptionNumeroSeq = pgSequence('inscription_numero_seq', { startWith: 1 });

export const SANDBOX_PAYMENT_STATUSES = ['open', 'paid', 'failed', 'canceled', 'expired'] as const;

/**
 * The built-in sandbox payment provider's own book (DECISIONS.md "Card payment provider"): what
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

/**
 * The last number given per invoice series and year (DECISIONS.md "Invoice numbers"). The row is
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
