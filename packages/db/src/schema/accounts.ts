import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { searchNameSql } from '../search-fold-sql.ts';
import { dateCreation, generatedId, inValues, utc } from './columns.ts';
import { adresse, coordonnee, structure } from './contacts.ts';
import { activite, civilite, pays } from './dictionaries.ts';

/** A person (spec §3): the account holder's personal data, later also film contacts. */
export const personne = pgTable(
  'personne',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    IdCivilite: integer('IdCivilite').references(() => civilite.Id),
    Nom: varchar('Nom', { length: 100 }),
    Prenom: varchar('Prenom', { length: 100 }),
    Pseudo: varchar('Pseudo', { length: 100 }),
    AnneeNaissance: smallint('AnneeNaissance'),
    /**
     * "Prenom Nom" and the pseudonym folded as `searchName` folds them, apart, computed by
     * PostgreSQL on every write: the festival inbox finds a film by its director (issue 31).
     */
    NomRecherche: text('NomRecherche')
      .notNull()
      .generatedAlwaysAs(
        searchNameSql(
          sql`coalesce("Prenom", '') || ' ' || coalesce("Nom", '') || chr(1) || coalesce("Pseudo", '')`,
        ),
      ),
  },
  (t) => [index('personne_nom_recherche_trgm_idx').using('gin', t.NomRecherche.op('gin_trgm_ops'))],
);

/** Billing address (spec §3, limits of §5). `IsCee` is copied from the country at each save. */
export const adresseFacturation = pgTable(
  'adresse_facturation',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    CountryId: integer('CountryId')
      .notNull()
      .references(() => pays.Id),
    Header: varchar('Header', { length: 100 }).notNull(),
    Line1: varchar('Line1', { length: 255 }).notNull(),
    Line2: varchar('Line2', { length: 255 }),
    State: varchar('State', { length: 100 }),
    ZipCode: varchar('ZipCode', { length: 40 }).notNull(),
    City: varchar('City', { length: 100 }).notNull(),
    IsCompany: boolean('IsCompany').notNull().default(false),
    IsCee: boolean('IsCee').notNull().default(false),
    Intracom: varchar('Intracom', { length: 20 }),
    IsAssujetti: boolean('IsAssujetti').notNull().default(false),
  },
  (t) => [index('adresse_facturation_country_idx').on(t.CountryId)],
);

/**
 * A filmmaker's account. `Login` is the email, stored lowercased and unique; `Password` an
 * argon2id hash (null for an account deleted or not yet given one). A deleted account keeps its
 * row (invoices point at it) with `Login` = `deleted-<Id>@invalid` and `DateSuppression` set.
 */
export const compte = pgTable(
  'compte',
  {
    Id: generatedId(),
    IdLangue: integer('IdLangue').notNull().default(6),
    DateCreation: dateCreation(),
    DateAcceptationCGV: utc('DateAcceptationCGV'),
    DateDerConnexion: utc('DateDerConnexion'),
    DateActivation: utc('DateActivation'),
    Login: varchar('Login', { length: 150 }).notNull(),
    Password: varchar('Password', { length: 255 }),
    IdPersonne: integer('IdPersonne').references(() => personne.Id),
    IdStructure: integer('IdStructure').references(() => structure.Id),
    IdAdresse: integer('IdAdresse').references(() => adresse.Id),
    IdCoordonnee: integer('IdCoordonnee').references(() => coordonnee.Id),
    IdAdresseFacturation: integer('IdAdresseFacturation').references(() => adresseFacturation.Id),
    IsAccepteMail: boolean('IsAccepteMail').notNull().default(false),
    IsMailInvalide: boolean('IsMailInvalide').notNull().default(false),
    NbTicketEnAttente: integer('NbTicketEnAttente').notNull().default(0),
    IdActivite: integer('IdActivite').references(() => activite.Id),
    DateSuppression: utc('DateSuppression'),
  },
  (t) => [
    uniqueIndex('compte_login_unique').on(t.Login),
    check('compte_login_lowercase', sql`${t.Login} = lower(${t.Login})`),
  ],
);

/**
 * A signed-in session. `Id` is the sha256 (hex) of the random token held by the client, so a
 * read of this table gives no usable session.
 */
export const session = pgTable(
  'session',
  {
    Id: varchar('Id', { length: 64 }).primaryKey(),
    IdCompte: integer('IdCompte')
      .notNull()
      .references(() => compte.Id, { onDelete: 'cascade' }),
    DateCreation: dateCreation(),
    DateDerRequete: utc('DateDerRequete').notNull(),
    DateExpiration: utc('DateExpiration').notNull(),
    Ip: varchar('Ip', { length: 64 }),
    UserAgent: varchar('UserAgent', { length: 500 }),
  },
  (t) => [index('session_compte_idx').on(t.IdCompte), index('session_expiration_idx').on(t.DateExpiration)],
);

export const JETON_KINDS = ['activate', 'password', 'login-change', 'login-by-token', 'unsubscribe'] as const;
export type JetonKind = (typeof JETON_KINDS)[number];

/** Single-use links sent by email. `Hash` is the sha256 (hex) of the token in the link. */
export const jeton = pgTable(
  'jeton',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    Hash: varchar('Hash', { length: 64 }).notNull(),
    Kind: text('Kind', { enum: JETON_KINDS }).notNull(),
    IdCompte: integer('IdCompte')
      .notNull()
      .references(() => compte.Id, { onDelete: 'cascade' }),
    /** The new email of a login change. */
    Payload: varchar('Payload', { length: 150 }),
    DateExpiration: utc('DateExpiration').notNull(),
    DateUtilisation: utc('DateUtilisation'),
  },
  (t) => [
    uniqueIndex('jeton_hash_unique').on(t.Hash),
    index('jeton_compte_kind_idx').on(t.IdCompte, t.Kind),
    check('jeton_kind_check', inValues(t.Kind, JETON_KINDS)),
  ],
);

/** Failed sign-ins, counted per login and per IP over a sliding window (docs/decisions.md). */
export const tentativeConnexion = pgTable(
  'tentative_connexion',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    Login: varchar('Login', { length: 150 }).notNull(),
    Ip: varchar('Ip', { length: 64 }).notNull(),
  },
  (t) => [
    index('tentative_connexion_login_idx').on(t.Login, t.DateCreation),
    index('tentative_connexion_ip_idx').on(t.Ip, t.DateCreation),
  ],
);
