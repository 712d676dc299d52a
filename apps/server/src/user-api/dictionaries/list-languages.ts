import type { Db } from '@shortlist/db/client';
import { langue } from '@shortlist/db/schema/dictionaries';
import type { LangueDico } from '@shortlist/domain/dictionaries';
import type { Language } from '@shortlist/domain/languages';
import { sortByLabel, translatedLabel } from '../../platform/translations/translated-label.ts';

/** Languages (`langue/dico`) with their Iso2 and the site/active flags, labels in `language`,
 * sorted by label. */
export async function listLanguages(db: Db, options: { language: Language }): Promise<LangueDico[]> {
  const t = translatedLabel({ name: 'langue', labelId: langue.IdLibelle, language: options.language });
  const rows = await db
    .select({
      Id: langue.Id,
      Libelle: t.label,
      Ordre: langue.Ordre,
      Iso2: langue.Iso2,
      IsLangueSite: langue.IsLangueSite,
      IsActif: langue.IsActif,
    })
    .from(langue)
    .leftJoin(t.local, t.localOn)
    .leftJoin(t.english, t.englishOn);
  return sortByLabel(rows, options.language, { byOrder: false });
}
