import type { Db } from '../../client.ts';
import * as campaigns from '../../schema/campaigns.ts';
import * as contacts from '../../schema/contacts.ts';
import * as festivals from '../../schema/festivals.ts';
import { libelle, texte } from '../../schema/translations.ts';
import { insertRows, maxId, syncSequences } from '../insert.ts';
import { LabelBook } from '../label-book.ts';
import { generateDemoCatalogue } from './generate.ts';
import { IdCounter, type TableKey } from './rows.ts';

// Tables in insert order (foreign keys first).
const TABLES = {
  adresse: contacts.adresse,
  coordonnee: contacts.coordonnee,
  structure: contacts.structure,
  festival: festivals.festival,
  festivalGenre: festivals.festivalGenre,
  festivalCategorie: festivals.festivalCategorie,
  festivalThematique: festivals.festivalThematique,
  festivalPhoto: festivals.festivalPhoto,
  festivalLabel: festivals.festivalLabel,
  campagne: campaigns.campagne,
  section: campaigns.section,
  campagneSection: campaigns.campagneSection,
  evenement: campaigns.evenement,
  critere: campaigns.critere,
  critereAdditionnel: campaigns.critereAdditionnel,
} as const;

const LINK_TABLES = new Set<TableKey>(['festivalGenre', 'festivalCategorie', 'festivalThematique']);

/** Writes the demo catalogue (festivals marked IsDemo) after whatever rows already exist. */
export async function seedDemoCatalogue(db: Db, now: Date): Promise<void> {
  const keys = Object.keys(TABLES) as TableKey[];
  const next = {} as Record<TableKey, number>;
  for (const key of keys) next[key] = LINK_TABLES.has(key) ? 0 : (await maxId(db, TABLES[key])) + 1;
  const book = new LabelBook((await maxId(db, libelle)) + 1, (await maxId(db, texte)) + 1);
  const rows = generateDemoCatalogue({ now, book, ids: new IdCounter(next) });
  await book.write(db);
  for (const key of keys) await insertRows(db, TABLES[key], rows[key]);
  await syncSequences(db, [
    libelle,
    texte,
    ...keys.filter((key) => !LINK_TABLES.has(key)).map((key) => TABLES[key]),
  ]);
}
