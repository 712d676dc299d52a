import { DOCUMENT_TYPES } from '@shortlist/domain/films/film-values';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { compte, personne } from './accounts.ts';
import { dateCreation, generatedId, inValues } from './columns.ts';
import { adresse, coordonnee, structure } from './contacts.ts';
import { activite, fonction, langue } from './dictionaries.ts';
import { film } from './films.ts';

/**
 * A contact of a filmmaker's address book (spec §3 Contact): a person, optionally with a
 * structure, address and contact details. `IdCompteAnnuaire` is the account whose address book
 * holds it: it decides who may read and change the contact and its person (biographies,
 * filmography, photo, documents), and lets a person be offered again on another film.
 */
export const contact = pgTable(
  'contact',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    IdCompteAnnuaire: integer('IdCompteAnnuaire')
      .notNull()
      .references(() => compte.Id),
    IdPersonne: integer('IdPersonne')
      .notNull()
      .references(() => personne.Id),
    IdStructure: integer('IdStructure').references(() => structure.Id),
    IdAdresse: integer('IdAdresse').references(() => adresse.Id),
    IdCoordonnee: integer('IdCoordonnee').references(() => coordonnee.Id),
    IdActivite: integer('IdActivite').references(() => activite.Id),
  },
  (t) => [
    index('contact_annuaire_idx').on(t.IdCompteAnnuaire),
    uniqueIndex('contact_personne_unique').on(t.IdPersonne),
    index('contact_structure_idx').on(t.IdStructure),
    index('contact_adresse_idx').on(t.IdAdresse),
    index('contact_coordonnee_idx').on(t.IdCoordonnee),
    index('contact_activite_idx').on(t.IdActivite),
  ],
);

/**
 * A credit (spec §3 Generique): a contact in one function on one film, `OrdreFonction` its
 * position within the function (1, 2...). `IdFonction` is the function dictionary's Id, equal to
 * the spec's code (director 1, production 30, seller/distributor 31, contact 50).
 */
export const generique = pgTable(
  'generique',
  {
    Id: generatedId(),
    IdFilm: integer('IdFilm')
      .notNull()
      .references(() => film.Id, { onDelete: 'cascade' }),
    IdFonction: integer('IdFonction')
      .notNull()
      .references(() => fonction.Id),
    IdContact: integer('IdContact')
      .notNull()
      .references(() => contact.Id),
    OrdreFonction: integer('OrdreFonction').notNull().default(1),
  },
  (t) => [
    uniqueIndex('generique_film_fonction_contact_unique').on(t.IdFilm, t.IdFonction, t.IdContact),
    index('generique_film_idx').on(t.IdFilm, t.IdFonction, t.OrdreFonction),
    index('generique_fonction_idx').on(t.IdFonction),
    index('generique_contact_idx').on(t.IdContact),
  ],
);

/** A person's biography in one language (spec §3). */
export const personneBiographie = pgTable(
  'personne_biographie',
  {
    Id: generatedId(),
    IdPersonne: integer('IdPersonne')
      .notNull()
      .references(() => personne.Id, { onDelete: 'cascade' }),
    IdLangue: integer('IdLangue')
      .notNull()
      .references(() => langue.Id),
    Biographie: text('Biographie').notNull(),
  },
  (t) => [
    uniqueIndex('personne_biographie_unique').on(t.IdPersonne, t.IdLangue),
    index('personne_biographie_langue_idx').on(t.IdLangue),
  ],
);

/** One line of a person's filmography (spec §3, every field required by §5). `Duree` in seconds. */
export const personneFilmographie = pgTable(
  'personne_filmographie',
  {
    Id: generatedId(),
    IdPersonne: integer('IdPersonne')
      .notNull()
      .references(() => personne.Id, { onDelete: 'cascade' }),
    TitreFilm: varchar('TitreFilm', { length: 255 }).notNull(),
    Annee: smallint('Annee').notNull(),
    Duree: integer('Duree').notNull(),
    Distinction: varchar('Distinction', { length: 255 }).notNull(),
  },
  (t) => [
    index('personne_filmographie_personne_idx').on(t.IdPersonne),
    check('personne_filmographie_duree_check', sql`${t.Duree} >= 0`),
  ],
);

/** A person's photo (spec §3 PhotoFileName, PhotoId): at most one per person. */
export const personnePhoto = pgTable(
  'personne_photo',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    IdPersonne: integer('IdPersonne')
      .notNull()
      .references(() => personne.Id, { onDelete: 'cascade' }),
    Fichier: varchar('Fichier', { length: 255 }).notNull(),
    FichierOriginal: varchar('FichierOriginal', { length: 255 }),
    Mime: varchar('Mime', { length: 100 }).notNull(),
    Poids: integer('Poids').notNull(),
    Largeur: integer('Largeur'),
    Hauteur: integer('Hauteur'),
    Credit: varchar('Credit', { length: 255 }),
  },
  (t) => [
    uniqueIndex('personne_photo_personne_unique').on(t.IdPersonne),
    uniqueIndex('personne_photo_fichier_unique').on(t.Fichier),
  ],
);

/**
 * A document of a film (spec §3 person documents: IdPersonne, IdFilm, Fichier; types dialogues,
 * other text, script, synopsis). `IdPersonne` is null for a document of the film itself (the
 * dialogue list), set for a person's document on that film (their script). `Mime` is read from
 * the bytes. Limit: 10 per person and film (docs/decisions.md), counted by the use case.
 */
export const personneDocument = pgTable(
  'personne_document',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    IdFilm: integer('IdFilm')
      .notNull()
      .references(() => film.Id, { onDelete: 'cascade' }),
    IdPersonne: integer('IdPersonne').references(() => personne.Id, { onDelete: 'cascade' }),
    Type: text('Type', { enum: DOCUMENT_TYPES }).notNull(),
    Fichier: varchar('Fichier', { length: 255 }).notNull(),
    FichierOriginal: varchar('FichierOriginal', { length: 255 }).notNull(),
    Mime: varchar('Mime', { length: 100 }).notNull(),
    Poids: integer('Poids').notNull(),
  },
  (t) => [
    index('personne_document_film_idx').on(t.IdFilm, t.IdPersonne),
    index('personne_document_personne_idx').on(t.IdPersonne),
    uniqueIndex('personne_document_fichier_unique').on(t.Fichier),
    check('personne_document_type_check', inValues(t.Type, DOCUMENT_TYPES)),
  ],
);
