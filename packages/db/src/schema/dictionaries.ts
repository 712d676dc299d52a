import type { PlainDictionary } from '@shortlist/domain/dictionaries';
import { boolean, index, integer, numeric, pgTable, varchar } from 'drizzle-orm/pg-core';
import { libelle } from './translations.ts';

// Dictionary ids are fixed (the spec's language ids, stable ids for every other item), so
// they are not generated: the seed writes them and other tables and clients rely on them.
const dictionaryColumns = () => ({
  Id: integer('Id').primaryKey(),
  IdLibelle: integer('IdLibelle')
    .notNull()
    .references(() => libelle.Id),
  Ordre: integer('Ordre').notNull().default(0),
});

// The name is typed `string` so every plain dictionary has one table type (see DICTIONARY_TABLES).
function plainDictionary(name: string) {
  return pgTable(name, dictionaryColumns(), (t) => [index(`${name}_libelle_idx`).on(t.IdLibelle)]);
}

export const langue = pgTable(
  'langue',
  {
    ...dictionaryColumns(),
    Iso2: varchar('Iso2', { length: 3 }).notNull().unique(),
    IsLangueSite: boolean('IsLangueSite').notNull().default(false),
    IsActif: boolean('IsActif').notNull().default(true),
  },
  (t) => [index('langue_libelle_idx').on(t.IdLibelle)],
);

/** `TauxTaxe` is the standard VAT rate in percent (20.00 = 20 %), numeric(5,2) read as a JS number. */
export const pays = pgTable(
  'pays',
  {
    ...dictionaryColumns(),
    Iso2: varchar('Iso2', { length: 2 }).notNull().unique(),
    IsCee: boolean('IsCee').notNull().default(false),
    TauxTaxe: numeric('TauxTaxe', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    PrefixeTelephone: varchar('PrefixeTelephone', { length: 12 }).notNull(),
  },
  (t) => [index('pays_libelle_idx').on(t.IdLibelle)],
);

export const thematiqueGroupe = plainDictionary('thematique_groupe');

export const thematique = pgTable(
  'thematique',
  {
    ...dictionaryColumns(),
    IdGroupe: integer('IdGroupe')
      .notNull()
      .references(() => thematiqueGroupe.Id),
  },
  (t) => [index('thematique_libelle_idx').on(t.IdLibelle), index('thematique_groupe_idx').on(t.IdGroupe)],
);

/** Film roles; `Code` is the spec's function code (director 1, production 30, seller 31, contact 50). */
export const fonction = pgTable(
  'fonction',
  { ...dictionaryColumns(), Code: integer('Code').notNull().unique() },
  (t) => [index('fonction_libelle_idx').on(t.IdLibelle)],
);

export const civilite = plainDictionary('civilite');
export const categorie = plainDictionary('categorie');
export const genre = plainDictionary('genre');
export const procede = plainDictionary('procede');
export const ratio = plainDictionary('ratio');
export const son = plainDictionary('son');
export const framerate = plainDictionary('framerate');
export const priseVue = plainDictionary('prise_vue');
export const supportCaptation = plainDictionary('support_captation');
export const supportProj = plainDictionary('support_proj');
export const techAnimation = plainDictionary('tech_animation');
export const logiciel = plainDictionary('logiciel');
export const activite = plainDictionary('activite');

export type PlainDictionaryTable = typeof civilite;

/** The table behind each `{name}/dico` call, keyed by the path names of `PLAIN_DICTIONARIES`. */
export const DICTIONARY_TABLES: Record<PlainDictionary, PlainDictionaryTable> = {
  civilite,
  categorie,
  genre,
  procede,
  ratio,
  son,
  framerate,
  'prise-vue': priseVue,
  'support-captation': supportCaptation,
  'support-proj': supportProj,
  'tech-animation': techAnimation,
  logiciel,
  activite,
};
