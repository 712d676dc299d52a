import type { Db } from '@shortlist/db/client';
import { aideCategorie } from '@shortlist/db/schema/help';
import type { HelpCategory } from '@shortlist/domain/help/api-contracts';
import type { HelpCategoryType } from '@shortlist/domain/help/help-values';
import type { Language } from '@shortlist/domain/languages';
import { asc, eq } from 'drizzle-orm';
import { translatedLabel } from '../../platform/translations/translated-label.ts';

/**
 * The help centre's categories of one audience (spec §3 IdType: filmmakers `user`, the default,
 * or `festival`: the workspace's help), named in `language` (fallback en), in their order. One query.
 */
export async function listHelpCategories(
  db: Db,
  options: { language: Language; type?: HelpCategoryType },
): Promise<HelpCategory[]> {
  const t = translatedLabel({
    name: 'category',
    labelId: aideCategorie.IdLibelle,
    language: options.language,
  });
  return db
    .select({
      Id: aideCategorie.Id,
      IdLibelle: aideCategorie.IdLibelle,
      Libelle: t.label,
      IdType: aideCategorie.IdType,
      Ordre: aideCategorie.Ordre,
    })
    .from(aideCategorie)
    .leftJoin(t.local, t.localOn)
    .leftJoin(t.english, t.englishOn)
    .where(eq(aideCategorie.IdType, options.type ?? 'user'))
    .orderBy(asc(aideCategorie.Ordre), asc(aideCategorie.Id));
}
