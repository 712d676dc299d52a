import type { Db } from '@shortlist/db/client';
import { aideCategorie } from '@shortlist/db/schema/help';
import type { HelpCategory } from '@shortlist/domain/help/api-contracts';
import type { Language } from '@shortlist/domain/languages';
import { asc, eq } from 'drizzle-orm';
import { translatedLabel } from '../../platform/translations/translated-label.ts';

/**
 * The help centre's categories for filmmakers (spec §7 `help/categorie`), named in `language`
 * (fallback en), in their order; the festivals' categories belong to their own site. One query.
 */
export async function listHelpCategories(db: Db, options: { language: Language }): Promise<HelpCategory[]> {
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
    .where(eq(aideCategorie.IdType, 'user'))
    .orderBy(asc(aideCategorie.Ordre), asc(aideCategorie.Id));
}
