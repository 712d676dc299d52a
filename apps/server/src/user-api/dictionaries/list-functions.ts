import type { Db } from '@shortlist/db/client';
import { fonction } from '@shortlist/db/schema/dictionaries';
import type { Fonction } from '@shortlist/domain/dictionaries';
import type { Language } from '@shortlist/domain/languages';
import { sortByLabel, translatedLabel } from '../../platform/translations/translated-label.ts';

/** Film roles (`fonction/dico`) with the spec's function `Code`. */
export async function listFunctions(db: Db, options: { language: Language }): Promise<Fonction[]> {
  const t = translatedLabel({ name: 'fonction', labelId: fonction.IdLibelle, language: options.language });
  const rows = await db
    .select({ Id: fonction.Id, Libelle: t.label, Ordre: fonction.Ordre, Code: fonction.Code })
    .from(fonction)
    .leftJoin(t.local, t.localOn)
    .leftJoin(t.english, t.englishOn);
  return sortByLabel(rows, options.language);
}
