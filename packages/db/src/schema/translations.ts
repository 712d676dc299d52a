import { index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { generatedId } from './columns.ts';

/**
 * Short translatable labels. Every dictionary item, festival and section name refers to a
 * `libelle` row; its translations are in `trad_libelle`, one row per language
 * (served by `trad-libelles/traduction`, spec §7).
 */
export const libelle = pgTable('libelle', { Id: generatedId() });

export const tradLibelle = pgTable(
  'trad_libelle',
  {
    IdLibelle: integer('IdLibelle')
      .notNull()
      .references(() => libelle.Id, { onDelete: 'cascade' }),
    IdLangue: integer('IdLangue').notNull(),
    Libelle: varchar('Libelle', { length: 255 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.IdLibelle, t.IdLangue] }),
    index('trad_libelle_langue_idx').on(t.IdLangue),
  ],
);

/** Long translatable texts (presentations, section texts, question texts), `trad-textes/traduction`. */
export const texte = pgTable('texte', { Id: generatedId() });

export const tradTexte = pgTable(
  'trad_texte',
  {
    IdTexte: integer('IdTexte')
      .notNull()
      .references(() => texte.Id, { onDelete: 'cascade' }),
    IdLangue: integer('IdLangue').notNull(),
    Texte: text('Texte').notNull(),
  },
  (t) => [primaryKey({ columns: [t.IdTexte, t.IdLangue] }), index('trad_texte_langue_idx').on(t.IdLangue)],
);
