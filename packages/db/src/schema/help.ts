import { HELP_CATEGORY_TYPES, HELP_RESOURCE_TYPES } from '@shortlist/domain/help/help-values';
import { boolean, check, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { generatedId, inValues } from './columns.ts';
import { libelle, texte } from './translations.ts';

/** Help centre categories (spec §3): a translated name, who they are for, their order. */
export const aideCategorie = pgTable(
  'aide_categorie',
  {
    Id: generatedId(),
    IdLibelle: integer('IdLibelle')
      .notNull()
      .references(() => libelle.Id),
    IdType: text('IdType', { enum: HELP_CATEGORY_TYPES }).notNull().default('user'),
    Ordre: integer('Ordre').notNull().default(0),
    IsDemo: boolean('IsDemo').notNull().default(false),
  },
  (t) => [check('aide_categorie_type_check', inValues(t.IdType, HELP_CATEGORY_TYPES))],
);

/**
 * Help resources (spec §3): a question and its answer (a translated text in the content markup),
 * or a video tutorial (`CodeEmbed`: its https address, shown as a link).
 */
export const aideRessource = pgTable(
  'aide_ressource',
  {
    Id: generatedId(),
    IdCategorie: integer('IdCategorie')
      .notNull()
      .references(() => aideCategorie.Id, { onDelete: 'cascade' }),
    IdLibelle: integer('IdLibelle')
      .notNull()
      .references(() => libelle.Id),
    IdType: text('IdType', { enum: HELP_RESOURCE_TYPES }).notNull().default('faq'),
    IdTexte: integer('IdTexte').references(() => texte.Id),
    CodeEmbed: varchar('CodeEmbed', { length: 500 }),
    Ordre: integer('Ordre').notNull().default(0),
  },
  (t) => [
    index('aide_ressource_categorie_idx').on(t.IdCategorie, t.Ordre),
    check('aide_ressource_type_check', inValues(t.IdType, HELP_RESOURCE_TYPES)),
  ],
);
