import { FESTIVAL_LABEL_TYPE } from '@shortlist/domain/festival-campaign';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { dateCreation, generatedId, inValues } from './columns.ts';
import { adresse, coordonnee, structure } from './contacts.ts';
import { categorie, genre, langue, pays, thematique } from './dictionaries.ts';
import { libelle, texte } from './translations.ts';

/**
 * A festival (spec §3). Campaign fields the spec lists on the festival (StatutCampagne,
 * OuvertureCampagne, ...) live on its campaigns: the current campaign is the one with the
 * highest AnneeEdition. `NomRecherche` is `Nom` lowercased with accents stripped
 * (`searchName()` in ../search-name.ts), written with `Nom`, so name search needs no `unaccent`.
 */
export const festival = pgTable(
  'festival',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    Nom: varchar('Nom', { length: 255 }).notNull(),
    NomRecherche: varchar('NomRecherche', { length: 255 }).notNull(),
    IdLangue: integer('IdLangue').references(() => langue.Id),
    IdAdresse: integer('IdAdresse').references(() => adresse.Id),
    IdPays: integer('IdPays')
      .notNull()
      .references(() => pays.Id),
    IdCoordonnee: integer('IdCoordonnee').references(() => coordonnee.Id),
    IdStructure: integer('IdStructure').references(() => structure.Id),
    AnneeCreation: integer('AnneeCreation'),
    IdTextePresentation: integer('IdTextePresentation').references(() => texte.Id),
    GpsLatitude: doublePrecision('GpsLatitude'),
    GpsLongitude: doublePrecision('GpsLongitude'),
    // The festival's IANA time zone (e.g. `America/Los_Angeles`): deadlines are counted on its
    // clock (docs/decisions.md "Deadline times"). Computed from the address by `festivalTimeZone()` when
    // the festival is written, and backfilled at start-up where null; the directory's SQL reads it
    // with `coalesce(..., 'UTC')` so a festival not yet filled counts in UTC.
    FuseauHoraire: text('FuseauHoraire'),
    ShortName: varchar('ShortName', { length: 100 }).notNull().unique(),
    Logo: varchar('Logo', { length: 255 }),
    Couverture: varchar('Couverture', { length: 255 }),
    Banniere: varchar('Banniere', { length: 255 }),
    PecRealisateur: boolean('PecRealisateur').notNull().default(false),
    IsDemo: boolean('IsDemo').notNull().default(false),
  },
  (t) => [
    index('festival_pays_idx').on(t.IdPays),
    index('festival_nom_recherche_idx').on(t.NomRecherche),
    // The directory's search is `NomRecherche like '%term%'`: a trigram index (pg_trgm) answers it
    // without reading every festival, accents and case already folded into the column.
    index('festival_nom_recherche_trgm_idx').using('gin', t.NomRecherche.op('gin_trgm_ops')),
    index('festival_langue_idx').on(t.IdLangue),
    index('festival_adresse_idx').on(t.IdAdresse),
    index('festival_coordonnee_idx').on(t.IdCoordonnee),
    index('festival_structure_idx').on(t.IdStructure),
    index('festival_texte_presentation_idx').on(t.IdTextePresentation),
  ],
);

const festivalRef = () =>
  integer('IdFestival')
    .notNull()
    .references(() => festival.Id, { onDelete: 'cascade' });

export const festivalGenre = pgTable(
  'festival_genre',
  {
    IdFestival: festivalRef(),
    IdGenre: integer('IdGenre')
      .notNull()
      .references(() => genre.Id),
  },
  (t) => [
    primaryKey({ columns: [t.IdFestival, t.IdGenre] }),
    index('festival_genre_genre_idx').on(t.IdGenre),
  ],
);

export const festivalCategorie = pgTable(
  'festival_categorie',
  {
    IdFestival: festivalRef(),
    IdCategorie: integer('IdCategorie')
      .notNull()
      .references(() => categorie.Id),
  },
  (t) => [
    primaryKey({ columns: [t.IdFestival, t.IdCategorie] }),
    index('festival_categorie_categorie_idx').on(t.IdCategorie),
  ],
);

export const festivalThematique = pgTable(
  'festival_thematique',
  {
    IdFestival: festivalRef(),
    IdThematique: integer('IdThematique')
      .notNull()
      .references(() => thematique.Id),
  },
  (t) => [
    primaryKey({ columns: [t.IdFestival, t.IdThematique] }),
    index('festival_thematique_thematique_idx').on(t.IdThematique),
  ],
);

/** `Credit` is 1 to 255 characters (spec §5). */
export const festivalPhoto = pgTable(
  'festival_photo',
  {
    Id: generatedId(),
    IdFestival: festivalRef(),
    Fichier: varchar('Fichier', { length: 255 }).notNull(),
    Credit: varchar('Credit', { length: 255 }).notNull(),
    /** Position on the public page, set by the managers (`PUT .../photos/order`); ties by Id (upload order). */
    Ordre: integer('Ordre').notNull().default(0),
  },
  (t) => [
    index('festival_photo_festival_idx').on(t.IdFestival),
    check('festival_photo_credit_check', sql`char_length(${t.Credit}) >= 1`),
  ],
);

export const festivalLabel = pgTable(
  'festival_label',
  {
    Id: generatedId(),
    IdFestival: festivalRef(),
    IdLibelleTitre: integer('IdLibelleTitre')
      .notNull()
      .references(() => libelle.Id),
    IdTexteDescription: integer('IdTexteDescription').references(() => texte.Id),
    Img: varchar('Img', { length: 255 }),
    Ordre: integer('Ordre').notNull().default(0),
    Type: text('Type', { enum: FESTIVAL_LABEL_TYPE }).notNull(),
  },
  (t) => [
    index('festival_label_festival_idx').on(t.IdFestival),
    index('festival_label_libelle_idx').on(t.IdLibelleTitre),
    index('festival_label_texte_idx').on(t.IdTexteDescription),
    check('festival_label_type_check', inValues(t.Type, FESTIVAL_LABEL_TYPE)),
  ],
);
