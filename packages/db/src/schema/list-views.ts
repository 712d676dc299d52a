import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { compte } from './accounts.ts';
import { dateCreation, generatedId, inValues } from './columns.ts';
import { festival } from './festivals.ts';

/*
 * Saved list customisations (spec §3, issue 34). The whitelist of each list's columns, and which
 * may be hidden or sorted, live in packages/domain (list-views): only the user's choices are here.
 */

/** One column of one list as one account set it (`booback-colonne`); no row: the list's default. */
export const colonneListe = pgTable(
  'colonne_liste',
  {
    Id: generatedId(),
    IdCompte: integer('IdCompte')
      .notNull()
      .references(() => compte.Id, { onDelete: 'cascade' }),
    Entity: varchar('Entity', { length: 150 }).notNull(),
    Property: varchar('Property', { length: 100 }).notNull(),
    IsDisplayed: boolean('IsDisplayed').notNull().default(true),
    IsSorting: boolean('IsSorting').notNull().default(false),
    IsSortingDesc: boolean('IsSortingDesc').notNull().default(false),
    Ordre: smallint('Ordre').notNull(),
    Width: smallint('Width').notNull().default(150),
  },
  (t) => [unique('colonne_liste_unique').on(t.IdCompte, t.Entity, t.Property)],
);

export const SAVED_VIEW_KINDS = ['classement', 'filtre', 'presentation'] as const;
export type SavedViewKind = (typeof SAVED_VIEW_KINDS)[number];

/**
 * A saved ranking, filter or presentation (`booback-classements`, `-filtres`, `-presentations`):
 * one table, as the three share every field but their content (`Data`: the sort or the filter;
 * `Colonnes`: the columns). The unique key keeps one view per creator, list, festival and name,
 * also when two saves race; `IdFestival` is null outside the inbox, hence NULLS NOT DISTINCT.
 */
export const vueListe = pgTable(
  'vue_liste',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    Kind: varchar('Kind', { length: 20 }).notNull(),
    Entity: varchar('Entity', { length: 150 }).notNull(),
    Libelle: varchar('Libelle', { length: 150 }).notNull(),
    IsPublic: boolean('IsPublic').notNull().default(false),
    IdCreateur: integer('IdCreateur')
      .notNull()
      .references(() => compte.Id, { onDelete: 'cascade' }),
    IdFestival: integer('IdFestival').references(() => festival.Id, { onDelete: 'cascade' }),
    Data: jsonb('Data').$type<Record<string, unknown>>(),
    Colonnes: jsonb('Colonnes').$type<unknown[]>(),
  },
  (t) => [
    unique('vue_liste_unique').on(t.Kind, t.IdCreateur, t.Entity, t.IdFestival, t.Libelle).nullsNotDistinct(),
    index('vue_liste_festival_idx').on(t.IdFestival, t.Entity, t.Kind),
    check('vue_liste_kind_check', inValues(t.Kind, SAVED_VIEW_KINDS)),
  ],
);
