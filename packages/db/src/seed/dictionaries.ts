import type { Db } from '../client.ts';
import * as d from '../schema/dictionaries.ts';
import { libelle, texte } from '../schema/translations.ts';
import { insertRows, maxId, syncSequences } from './insert.ts';
import { LabelBook } from './label-book.ts';
import { COUNTRIES } from './reference/countries.ts';
import * as labels from './reference/dictionary-labels.ts';
import { LANGUAGE_ROWS } from './reference/languages.ts';

const SITE_LANGUAGES = new Set(['en', 'fr', 'es', 'it', 'pt']);

type Row = readonly [number, ...string[]];

/** Loads every dictionary with its labels in en, fr, es, it, pt: one insert per table. */
export async function seedDictionaries(db: Db): Promise<void> {
  const book = new LabelBook((await maxId(db, libelle)) + 1, (await maxId(db, texte)) + 1);
  const item = (row: Row, ordre: number) => {
    const [Id, en = '', fr, es, it, pt] = row;
    return { Id, IdLibelle: book.label({ en, fr, es, it, pt }), Ordre: ordre + 1 };
  };

  const langues = LANGUAGE_ROWS.map(([Id, iso2, ...names], i) => ({
    ...item([Id, ...names], i),
    Iso2: iso2,
    IsLangueSite: SITE_LANGUAGES.has(iso2),
    IsActif: true,
  }));
  const pays = COUNTRIES.map(([iso2, prefix, vat, eu, ...names], i) => ({
    ...item([i + 1, ...names], i),
    Iso2: iso2,
    IsCee: eu === 1,
    TauxTaxe: vat,
    PrefixeTelephone: prefix,
  }));
  const groupes = labels.THEME_GROUPS.map(item);
  const thematiques = labels.THEMES.map(([Id, IdGroupe, ...names], i) => ({
    ...item([Id, ...names], i),
    IdGroupe,
  }));
  const fonctions = labels.FONCTIONS.map(([Id, Code, ...names], i) => ({ ...item([Id, ...names], i), Code }));
  const plain: [d.PlainDictionaryTable, labels.LabelRow[]][] = [
    [d.civilite, labels.CIVILITES],
    [d.categorie, labels.CATEGORIES],
    [d.genre, labels.GENRES],
    [d.procede, labels.PROCEDES],
    [d.ratio, labels.RATIOS],
    [d.son, labels.SONS],
    [d.framerate, labels.FRAMERATES],
    [d.priseVue, labels.PRISES_VUE],
    [d.supportCaptation, labels.SUPPORTS_CAPTATION],
    [d.supportProj, labels.SUPPORTS_PROJ],
    [d.techAnimation, labels.TECHS_ANIMATION],
    [d.logiciel, labels.LOGICIELS],
    [d.activite, labels.ACTIVITES],
  ];
  const plainRows = plain.map(([table, rows]) => [table, rows.map(item)] as const);

  await book.write(db);
  await insertRows(db, d.langue, langues);
  await insertRows(db, d.pays, pays);
  await insertRows(db, d.thematiqueGroupe, groupes);
  await insertRows(db, d.thematique, thematiques);
  await insertRows(db, d.fonction, fonctions);
  for (const [table, rows] of plainRows) await insertRows(db, table, rows);
  await syncSequences(db, [libelle, texte]);
}
