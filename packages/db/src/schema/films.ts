import {
  BROADCAST_SOURCES,
  FILM_STATUT_VALUES,
  PHOTO_TYPES,
  PUBLICATION_VALUES,
} from '@shortlist/domain/films/film-values';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { searchNameSql } from '../search-fold-sql.ts';
import { compte } from './accounts.ts';
import { dateCreation, generatedId, inValues, utc } from './columns.ts';
import {
  categorie,
  framerate,
  genre,
  langue,
  logiciel,
  pays,
  priseVue,
  procede,
  ratio,
  son,
  supportCaptation,
  supportProj,
  techAnimation,
  thematique,
} from './dictionaries.ts';

/**
 * A film record (spec §3). `Duree` is in seconds. `Statut` holds the state flags of spec §3
 * (incomplete 2 or complete 28, plus archived 1), recomputed by every write of the film area.
 * `MotDePasse` is the argon2id hash of the publication password (spec §4 password-protected),
 * never the password. `ShortnameRecherche` is the shortname lowercased, unique, so two films
 * cannot share a custom URL whatever the case. `DateDeclarationDroits` records when the owner
 * ticked the rights-holder declaration at creation (spec §4).
 */
export const film = pgTable(
  'film',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    DateModification: utc('DateModification').notNull().defaultNow(),
    IdCompte: integer('IdCompte')
      .notNull()
      .references(() => compte.Id),
    Statut: smallint('Statut').notNull().default(2),
    TitreOriginal: varchar('TitreOriginal', { length: 255 }).notNull(),
    TitreRecherche: varchar('TitreRecherche', { length: 255 }).notNull(),
    TitreInternationnal: varchar('TitreInternationnal', { length: 255 }),
    TitreLatin: varchar('TitreLatin', { length: 255 }),
    MoisProd: smallint('MoisProd'),
    AnneeProd: smallint('AnneeProd'),
    Duree: integer('Duree'),
    UrlSite: varchar('UrlSite', { length: 255 }),
    UrlVideo: varchar('UrlVideo', { length: 255 }),
    NomEcole: varchar('NomEcole', { length: 255 }),
    IsPremierFilm: boolean('IsPremierFilm').notNull().default(false),
    IsFilmEcole: boolean('IsFilmEcole').notNull().default(false),
    IsScriptOriginal: boolean('IsScriptOriginal').notNull().default(false),
    IsMusiqueOriginale: boolean('IsMusiqueOriginale').notNull().default(false),
    IsSansDialogue: boolean('IsSansDialogue').notNull().default(false),
    IsSilencieux: boolean('IsSilencieux').notNull().default(false),
    IsLangueSigne: boolean('IsLangueSigne').notNull().default(false),
    IsLibreDroits: boolean('IsLibreDroits').notNull().default(false),
    IsDroitsMusiqueAcquis: boolean('IsDroitsMusiqueAcquis').notNull().default(false),
    HadVideo: boolean('HadVideo').notNull().default(false),
    HadMotDePasseInvitation: boolean('HadMotDePasseInvitation').notNull().default(false),
    IdProcede: integer('IdProcede').references(() => procede.Id),
    IdRatio: integer('IdRatio').references(() => ratio.Id),
    IdSon: integer('IdSon').references(() => son.Id),
    IdFramerate: integer('IdFramerate').references(() => framerate.Id),
    IdPriseVue: integer('IdPriseVue').references(() => priseVue.Id),
    Shortname: varchar('Shortname', { length: 100 }),
    ShortnameRecherche: varchar('ShortnameRecherche', { length: 100 }),
    DateExpirationSuperTimbre: utc('DateExpirationSuperTimbre'),
    Publication: smallint('Publication').notNull().default(0),
    MotDePasse: varchar('MotDePasse', { length: 255 }),
    AfficheFileName: varchar('AfficheFileName', { length: 255 }),
    DateDeclarationDroits: utc('DateDeclarationDroits').notNull(),
    /**
     * The original, international and Latin titles folded as `searchName` folds them, apart
     * (`SEARCH_SEPARATOR`), computed by PostgreSQL on every write: the festival inbox's search
     * (issue 31). No area writes it; `search-fold-sql.ts` says why it is stored.
     */
    TitresRecherche: text('TitresRecherche')
      .notNull()
      .generatedAlwaysAs(
        searchNameSql(
          sql`"TitreOriginal" || chr(1) || coalesce("TitreInternationnal", '') || chr(1) || coalesce("TitreLatin", '')`,
        ),
      ),
  },
  (t) => [
    index('film_compte_idx').on(t.IdCompte, t.DateCreation),
    // The inbox's search is `"TitresRecherche" like '%term%'`: a trigram index finds the few
    // films of a selective term without reading every title.
    index('film_titres_recherche_trgm_idx').using('gin', t.TitresRecherche.op('gin_trgm_ops')),
    uniqueIndex('film_shortname_unique').on(t.ShortnameRecherche),
    index('film_procede_idx').on(t.IdProcede),
    index('film_ratio_idx').on(t.IdRatio),
    index('film_son_idx').on(t.IdSon),
    index('film_framerate_idx').on(t.IdFramerate),
    index('film_prise_vue_idx').on(t.IdPriseVue),
    check('film_statut_check', sql`${t.Statut} in (${sql.raw(FILM_STATUT_VALUES.join(', '))})`),
    check('film_publication_check', sql`${t.Publication} in (${sql.raw(PUBLICATION_VALUES.join(', '))})`),
    check('film_mois_check', sql`${t.MoisProd} between 1 and 12`),
    check('film_duree_check', sql`${t.Duree} >= 0`),
    // A password-protected film always has a password (spec §5: "a password is required to protect a card").
    check('film_mot_de_passe_check', sql`${t.Publication} <> 2 or ${t.MotDePasse} is not null`),
  ],
);

const filmRef = () =>
  integer('IdFilm')
    .notNull()
    .references(() => film.Id, { onDelete: 'cascade' });

const languageRef = () =>
  integer('IdLangue')
    .notNull()
    .references(() => langue.Id);

/** Titles per language (spec §3 "titles per language"). */
export const filmTitre = pgTable(
  'film_titre',
  { IdFilm: filmRef(), IdLangue: languageRef(), Titre: varchar('Titre', { length: 255 }).notNull() },
  (t) => [primaryKey({ columns: [t.IdFilm, t.IdLangue] }), index('film_titre_langue_idx').on(t.IdLangue)],
);

/** Summaries per language (`resumeEn` is the English one, required by the data tab). */
export const filmResume = pgTable(
  'film_resume',
  { IdFilm: filmRef(), IdLangue: languageRef(), Resume: text('Resume').notNull() },
  (t) => [primaryKey({ columns: [t.IdFilm, t.IdLangue] }), index('film_resume_langue_idx').on(t.IdLangue)],
);

/** Synopses (long) per language. */
export const filmSynopsis = pgTable(
  'film_synopsis',
  { IdFilm: filmRef(), IdLangue: languageRef(), Synopsis: text('Synopsis').notNull() },
  (t) => [primaryKey({ columns: [t.IdFilm, t.IdLangue] }), index('film_synopsis_langue_idx').on(t.IdLangue)],
);

/** Producing countries (spec §3: IdFilm, IdPays, IsPrincipal): one main, the others co-producers. */
export const filmPays = pgTable(
  'film_pays',
  {
    IdFilm: filmRef(),
    IdPays: integer('IdPays')
      .notNull()
      .references(() => pays.Id),
    IsPrincipal: boolean('IsPrincipal').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.IdFilm, t.IdPays] }),
    index('film_pays_pays_idx').on(t.IdPays),
    uniqueIndex('film_pays_principal_unique').on(t.IdFilm).where(sql`${t.IsPrincipal}`),
  ],
);

export const filmPaysTournage = pgTable(
  'film_pays_tournage',
  {
    IdFilm: filmRef(),
    IdPays: integer('IdPays')
      .notNull()
      .references(() => pays.Id),
  },
  (t) => [primaryKey({ columns: [t.IdFilm, t.IdPays] }), index('film_pays_tournage_pays_idx').on(t.IdPays)],
);

export const filmLangueDialogue = pgTable(
  'film_langue_dialogue',
  { IdFilm: filmRef(), IdLangue: languageRef() },
  (t) => [
    primaryKey({ columns: [t.IdFilm, t.IdLangue] }),
    index('film_langue_dialogue_langue_idx').on(t.IdLangue),
  ],
);

export const filmCategorie = pgTable(
  'film_categorie',
  {
    IdFilm: filmRef(),
    IdCategorie: integer('IdCategorie')
      .notNull()
      .references(() => categorie.Id),
  },
  (t) => [
    primaryKey({ columns: [t.IdFilm, t.IdCategorie] }),
    index('film_categorie_categorie_idx').on(t.IdCategorie),
  ],
);

export const filmGenre = pgTable(
  'film_genre',
  {
    IdFilm: filmRef(),
    IdGenre: integer('IdGenre')
      .notNull()
      .references(() => genre.Id),
  },
  (t) => [primaryKey({ columns: [t.IdFilm, t.IdGenre] }), index('film_genre_genre_idx').on(t.IdGenre)],
);

export const filmThematique = pgTable(
  'film_thematique',
  {
    IdFilm: filmRef(),
    IdThematique: integer('IdThematique')
      .notNull()
      .references(() => thematique.Id),
  },
  (t) => [
    primaryKey({ columns: [t.IdFilm, t.IdThematique] }),
    index('film_thematique_thematique_idx').on(t.IdThematique),
  ],
);

export const filmSupportCaptation = pgTable(
  'film_support_captation',
  {
    IdFilm: filmRef(),
    IdSupportCaptation: integer('IdSupportCaptation')
      .notNull()
      .references(() => supportCaptation.Id),
  },
  (t) => [
    primaryKey({ columns: [t.IdFilm, t.IdSupportCaptation] }),
    index('film_support_captation_support_idx').on(t.IdSupportCaptation),
  ],
);

export const filmSupportProj = pgTable(
  'film_support_proj',
  {
    IdFilm: filmRef(),
    IdSupportProj: integer('IdSupportProj')
      .notNull()
      .references(() => supportProj.Id),
  },
  (t) => [
    primaryKey({ columns: [t.IdFilm, t.IdSupportProj] }),
    index('film_support_proj_support_idx').on(t.IdSupportProj),
  ],
);

export const filmTechAnimation = pgTable(
  'film_tech_animation',
  {
    IdFilm: filmRef(),
    IdTechAnimation: integer('IdTechAnimation')
      .notNull()
      .references(() => techAnimation.Id),
  },
  (t) => [
    primaryKey({ columns: [t.IdFilm, t.IdTechAnimation] }),
    index('film_tech_animation_tech_idx').on(t.IdTechAnimation),
  ],
);

export const filmLogiciel = pgTable(
  'film_logiciel',
  {
    IdFilm: filmRef(),
    IdLogiciel: integer('IdLogiciel')
      .notNull()
      .references(() => logiciel.Id),
  },
  (t) => [
    primaryKey({ columns: [t.IdFilm, t.IdLogiciel] }),
    index('film_logiciel_logiciel_idx').on(t.IdLogiciel),
  ],
);

/** Career: broadcasts (spec §3 broadcast source cinema/TV/internet), with country and year (§5). */
export const filmDiffusion = pgTable(
  'film_diffusion',
  {
    Id: generatedId(),
    IdFilm: filmRef(),
    Source: text('Source', { enum: BROADCAST_SOURCES }).notNull(),
    IdPays: integer('IdPays')
      .notNull()
      .references(() => pays.Id),
    Annee: smallint('Annee').notNull(),
    /** The cinema, channel or platform. */
    Nom: varchar('Nom', { length: 255 }),
  },
  (t) => [
    index('film_diffusion_film_idx').on(t.IdFilm),
    index('film_diffusion_pays_idx').on(t.IdPays),
    check('film_diffusion_source_check', inValues(t.Source, BROADCAST_SOURCES)),
  ],
);

/** Career: festival participations, with country and year (spec §5) and the award won, if any. */
export const filmParticipation = pgTable(
  'film_participation',
  {
    Id: generatedId(),
    IdFilm: filmRef(),
    IdPays: integer('IdPays')
      .notNull()
      .references(() => pays.Id),
    Annee: smallint('Annee').notNull(),
    NomFestival: varchar('NomFestival', { length: 255 }).notNull(),
    Distinction: varchar('Distinction', { length: 255 }),
  },
  (t) => [
    index('film_participation_film_idx').on(t.IdFilm),
    index('film_participation_pays_idx').on(t.IdPays),
  ],
);

/**
 * Film photos (spec §3). `Fichier` is the stored name (the variants of every size share it,
 * spec §7 public image path); `FichierOriginal` the uploaded name; `Mime` the type read from
 * the bytes. One principal per film (partial unique index). `Credit` 1 to 255 when given.
 */
export const filmPhoto = pgTable(
  'film_photo',
  {
    Id: generatedId(),
    IdFilm: filmRef(),
    DateCreation: dateCreation(),
    Type: text('Type', { enum: PHOTO_TYPES }).notNull(),
    Fichier: varchar('Fichier', { length: 255 }).notNull(),
    FichierOriginal: varchar('FichierOriginal', { length: 255 }),
    Mime: varchar('Mime', { length: 100 }).notNull(),
    Poids: integer('Poids').notNull(),
    Largeur: integer('Largeur'),
    Hauteur: integer('Hauteur'),
    IsPrincipal: boolean('IsPrincipal').notNull().default(false),
    Credit: varchar('Credit', { length: 255 }),
    Ordre: integer('Ordre').notNull().default(0),
  },
  (t) => [
    index('film_photo_film_idx').on(t.IdFilm, t.Ordre),
    uniqueIndex('film_photo_principal_unique').on(t.IdFilm).where(sql`${t.IsPrincipal}`),
    uniqueIndex('film_photo_fichier_unique').on(t.Fichier),
    check('film_photo_type_check', inValues(t.Type, PHOTO_TYPES)),
  ],
);

/**
 * Failed password unlocks of a protected public film, counted per film and per address over a
 * sliding window like sign-ins (docs/decisions.md "Sign-in attempts").
 */
export const filmTentativeMotDePasse = pgTable(
  'film_tentative_mot_de_passe',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    IdFilm: filmRef(),
    Ip: varchar('Ip', { length: 64 }).notNull(),
  },
  (t) => [
    index('film_tentative_film_idx').on(t.IdFilm, t.DateCreation),
    index('film_tentative_ip_idx').on(t.Ip, t.DateCreation),
  ],
);
