import { VIDEO_CHECK_STATES } from '@shortlist/domain/media/video-check';
import { VIDEO_IMPORT_FAILURES } from '@shortlist/domain/media/video-links';
import { VIDEO_SOURCES, VIDEO_TYPES } from '@shortlist/domain/media/video-rules';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { compte } from './accounts.ts';
import { dateCreation, generatedId, inValues, utc } from './columns.ts';
import { langue } from './dictionaries.ts';
import { film } from './films.ts';

/**
 * A film's video (viewing copy) and trailer (spec §3 "Film video"), at most one of each type
 * per film. `Fichier` is the storage key of the playable file; a new upload replaces it only
 * once complete (issue 13), so the film keeps a playable copy meanwhile. `Poids` is in bytes.
 * `DateExpiration` / `DateProlongation` are the retention dates of spec §4
 * (`@shortlist/domain/media/video-retention`). The technical check (ffprobe) keeps its state
 * in `EtatVerification`, its facts and warnings in `Verification`.
 */
export const filmVideo = pgTable(
  'film_video',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    IdFilm: integer('IdFilm')
      .notNull()
      .references(() => film.Id, { onDelete: 'cascade' }),
    TypeVideo: text('TypeVideo', { enum: VIDEO_TYPES }).notNull(),
    IdLangueSousTitre: integer('IdLangueSousTitre').references(() => langue.Id),
    HadSubtitleEn: boolean('HadSubtitleEn').notNull().default(false),
    FichierOriginal: varchar('FichierOriginal', { length: 255 }),
    Fichier: varchar('Fichier', { length: 255 }),
    Mime: varchar('Mime', { length: 100 }),
    Poids: bigint('Poids', { mode: 'number' }),
    DateLastUpload: utc('DateLastUpload'),
    NbUpload: integer('NbUpload').notNull().default(0),
    DateExpiration: utc('DateExpiration'),
    DateProlongation: utc('DateProlongation'),
    ReferenceOvp: varchar('ReferenceOvp', { length: 255 }),
    UrlOvp: varchar('UrlOvp', { length: 1500 }),
    /**
     * The Vimeo video's password (source `vimeo` / `vimeo-oauth`), encrypted at rest (AES-256-GCM,
     * key `VIDEO_SECRET_KEY`): festivals who watch the film are given it, so it cannot be hashed.
     */
    MotDePasseOvp: varchar('MotDePasseOvp', { length: 512 }),
    IsCopieTravail: boolean('IsCopieTravail').notNull().default(false),
    SourceUploadVideo: text('SourceUploadVideo', { enum: VIDEO_SOURCES }).notNull().default('local'),
    EtatVerification: text('EtatVerification', { enum: VIDEO_CHECK_STATES }),
    Verification: jsonb('Verification').$type<Record<string, unknown>>(),
    DateVerification: utc('DateVerification'),
    /** When the owner was told the video expires soon (14 days before); cleared by a new upload. */
    DateAvertissement: utc('DateAvertissement'),
    /** When the expiry job deleted the expired file (`Fichier` is then null). */
    DateSuppression: utc('DateSuppression'),
    /** Storage key of the poster frame taken from the video by the technical check. */
    Affiche: varchar('Affiche', { length: 255 }),
  },
  (t) => [
    uniqueIndex('film_video_film_type_unique').on(t.IdFilm, t.TypeVideo),
    index('film_video_langue_idx').on(t.IdLangueSousTitre),
    check('film_video_type_check', inValues(t.TypeVideo, VIDEO_TYPES)),
    check('film_video_source_check', inValues(t.SourceUploadVideo, VIDEO_SOURCES)),
    check('film_video_poids_check', sql`${t.Poids} >= 0`),
  ],
);

/**
 * A resumable (tus) upload in progress: its id is the tus upload id, bound to the film, the
 * video type and the account that created it. The row goes when the upload completes, is
 * cancelled, or is cleaned after a day unfinished.
 */
export const filmVideoUpload = pgTable(
  'film_video_upload',
  {
    Id: varchar('Id', { length: 64 }).primaryKey(),
    DateCreation: dateCreation(),
    IdFilm: integer('IdFilm')
      .notNull()
      .references(() => film.Id, { onDelete: 'cascade' }),
    IdCompte: integer('IdCompte')
      .notNull()
      .references(() => compte.Id, { onDelete: 'cascade' }),
    TypeVideo: text('TypeVideo', { enum: VIDEO_TYPES }).notNull(),
    FichierOriginal: varchar('FichierOriginal', { length: 255 }).notNull(),
    Taille: bigint('Taille', { mode: 'number' }).notNull(),
    /** A link the server downloads (an import job) rather than a tus upload from the browser. */
    IsImport: boolean('IsImport').notNull().default(false),
    /** Bytes an import has written so far, for its progress (a tus upload keeps its own offset). */
    Recu: bigint('Recu', { mode: 'number' }).notNull().default(0),
    /**
     * Why an import failed (`VIDEO_IMPORT_FAILURES`); the row then stays, so the filmmaker sees
     * the reason, until dismissed, replaced by a new import, or cleaned after a day.
     */
    Erreur: varchar('Erreur', { length: 40 }),
  },
  (t) => [
    index('film_video_upload_film_idx').on(t.IdFilm),
    index('film_video_upload_compte_idx').on(t.IdCompte),
    index('film_video_upload_date_idx').on(t.DateCreation),
    check('film_video_upload_type_check', inValues(t.TypeVideo, VIDEO_TYPES)),
    check('film_video_upload_erreur_check', inValues(t.Erreur, VIDEO_IMPORT_FAILURES)),
  ],
);

/**
 * Subtitle files of a film video, one per language (issue 13; spec §3 `IdLangueSousTitre`,
 * `HadSubtitleEn`): `Fichier` is the WebVTT the player reads, converted from the SRT sent.
 */
export const filmVideoSousTitre = pgTable(
  'film_video_sous_titre',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    IdVideo: integer('IdVideo')
      .notNull()
      .references(() => filmVideo.Id, { onDelete: 'cascade' }),
    IdLangue: integer('IdLangue')
      .notNull()
      .references(() => langue.Id),
    Fichier: varchar('Fichier', { length: 255 }).notNull(),
    FichierOriginal: varchar('FichierOriginal', { length: 255 }),
  },
  (t) => [
    uniqueIndex('film_video_sous_titre_unique').on(t.IdVideo, t.IdLangue),
    index('film_video_sous_titre_langue_idx').on(t.IdLangue),
  ],
);
