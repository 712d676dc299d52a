import type { Db } from '@shortlist/db/client';
import { aideCategorie, aideRessource } from '@shortlist/db/schema/help';
import type { HelpResource } from '@shortlist/domain/help/api-contracts';
import type { Language } from '@shortlist/domain/languages';
import { and, asc, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { translateResources } from './translate-resources.ts';

/**
 * A category's questions and tutorials (spec §7 `help/categorie/{id}/ressources`), translated
 * into `language` (fallback en), in their order, for either audience (filmmakers, festivals).
 * `faqOnly` keeps the questions alone: the public help centre's articles (the tutorials are for
 * signed-in readers, spec §2 "resources needs login"). An unknown category answers
 * HELP_CATEGORY_NOT_FOUND. Three queries whatever the category holds: the rows, then their labels
 * and texts together.
 */
export async function listHelpResources(
  db: Db,
  options: { categoryId: number; language: Language; faqOnly?: boolean },
): Promise<HelpResource[]> {
  const joined = options.faqOnly
    ? and(eq(aideRessource.IdCategorie, aideCategorie.Id), eq(aideRessource.IdType, 'faq'))
    : eq(aideRessource.IdCategorie, aideCategorie.Id);
  const rows = await db
    .select({ category: aideCategorie.IdLibelle, resource: aideRessource })
    .from(aideCategorie)
    .leftJoin(aideRessource, joined)
    .where(eq(aideCategorie.Id, options.categoryId))
    .orderBy(asc(aideRessource.Ordre), asc(aideRessource.Id));
  const first = rows[0];
  if (!first) throw new AppError('HELP_CATEGORY_NOT_FOUND');
  return translateResources(db, {
    language: options.language,
    resources: rows.flatMap((row) => (row.resource ? [row.resource] : [])),
    categoryLabels: new Map([[options.categoryId, first.category]]),
  });
}
