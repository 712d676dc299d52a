import type { Db } from '@shortlist/db/client';
import { aideCategorie, aideRessource } from '@shortlist/db/schema/help';
import type { HelpResource } from '@shortlist/domain/help/api-contracts';
import type { Language } from '@shortlist/domain/languages';
import { asc, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { loadTranslations } from '../../platform/translations/load-translations.ts';

/**
 * A category's questions and tutorials (spec §7 `help/categorie/{id}/ressources`), translated
 * into `language` (fallback en), in their order, for either audience (filmmakers, festivals).
 * An unknown category answers HELP_CATEGORY_NOT_FOUND. Three queries whatever the category holds: the rows,
 * then their labels and texts together.
 */
export async function listHelpResources(
  db: Db,
  options: { categoryId: number; language: Language },
): Promise<HelpResource[]> {
  const rows = await db
    .select({ category: aideCategorie.IdLibelle, resource: aideRessource })
    .from(aideCategorie)
    .leftJoin(aideRessource, eq(aideRessource.IdCategorie, aideCategorie.Id))
    .where(eq(aideCategorie.Id, options.categoryId))
    .orderBy(asc(aideRessource.Ordre), asc(aideRessource.Id));
  const first = rows[0];
  if (!first) throw new AppError('HELP_CATEGORY_NOT_FOUND');
  const resources = rows.flatMap((row) => (row.resource ? [row.resource] : []));
  const { label, text } = await loadTranslations(db, {
    language: options.language,
    labels: [first.category, ...resources.map((resource) => resource.IdLibelle)],
    texts: resources.map((resource) => resource.IdTexte),
  });
  const categoryName = label(first.category) ?? '';
  return resources.map((resource) => ({
    Id: resource.Id,
    IdLibelle: resource.IdLibelle,
    Libelle: label(resource.IdLibelle) ?? '',
    IdType: resource.IdType,
    IdTexte: resource.IdTexte,
    Texte: text(resource.IdTexte),
    CodeEmbed: resource.CodeEmbed,
    LibelleCategorie: categoryName,
  }));
}
