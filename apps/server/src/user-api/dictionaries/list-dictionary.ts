import type { Db } from '@shortlist/db/client';
import { DICTIONARY_TABLES } from '@shortlist/db/schema/dictionaries';
import type { DicoItem, PlainDictionary } from '@shortlist/domain/dictionaries';
import type { Language } from '@shortlist/domain/languages';
import { sortByLabel, translatedLabel } from '../../platform/translations/translated-label.ts';

/** A plain dictionary (`{name}/dico`): Id, translated Libelle, Ordre; sorted by Ordre then label. */
export async function listDictionary(
  db: Db,
  options: { name: PlainDictionary; language: Language },
): Promise<DicoItem[]> {
  const table = DICTIONARY_TABLES[options.name];
  const t = translatedLabel({ name: 'item', labelId: table.IdLibelle, language: options.language });
  const rows = await db
    .select({ Id: table.Id, Libelle: t.label, Ordre: table.Ordre })
    .from(table)
    .leftJoin(t.local, t.localOn)
    .leftJoin(t.english, t.englishOn);
  return sortByLabel(rows, options.language);
}
