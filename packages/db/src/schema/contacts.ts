import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { dateCreation, generatedId } from './columns.ts';
import { pays } from './dictionaries.ts';

/** Postal address (spec §3, limits of §5). Shared by festivals, accounts, people and structures. */
export const adresse = pgTable(
  'adresse',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    IdPays: integer('IdPays')
      .notNull()
      .references(() => pays.Id),
    Ligne1: varchar('Ligne1', { length: 255 }),
    Ligne2: varchar('Ligne2', { length: 255 }),
    Province: varchar('Province', { length: 200 }),
    Cp: varchar('Cp', { length: 40 }),
    Ville: varchar('Ville', { length: 200 }),
  },
  (t) => [index('adresse_pays_idx').on(t.IdPays)],
);

/** Contact details. `Telephone` is stored as '+prefix.number' (spec §5). */
export const coordonnee = pgTable('coordonnee', {
  Id: generatedId(),
  DateCreation: dateCreation(),
  Telephone: varchar('Telephone', { length: 30 }),
  Email: varchar('Email', { length: 255 }),
  SiteWeb: varchar('SiteWeb', { length: 255 }),
  UrlLinkedin: varchar('UrlLinkedin', { length: 255 }),
  UrlInstagram: varchar('UrlInstagram', { length: 255 }),
  UrlFacebook: varchar('UrlFacebook', { length: 255 }),
  UrlTwitter: varchar('UrlTwitter', { length: 255 }),
});

/** An organisation (company, school, festival's legal body). */
export const structure = pgTable(
  'structure',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    RaisonSociale: varchar('RaisonSociale', { length: 100 }).notNull(),
    IdAdresse: integer('IdAdresse').references(() => adresse.Id),
    IdCoordonnee: integer('IdCoordonnee').references(() => coordonnee.Id),
    NumeroIntracom: varchar('NumeroIntracom', { length: 20 }),
  },
  (t) => [
    index('structure_adresse_idx').on(t.IdAdresse),
    index('structure_coordonnee_idx').on(t.IdCoordonnee),
  ],
);
