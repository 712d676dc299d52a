import type { Db } from '@shortlist/db/client';
import type { aideRessource } from '@shortlist/db/schema/help';
import type { HelpResource } from '@shortlist/domain/help/api-contracts';
import { playableEmbed } from '@shortlist/domain/help/video-embed';
import type { Language } from '@shortlist/domain/languages';
import { loadTranslations } from '../../platform/translations/load-translations.ts';

type ResourceRow = typeof aideRessource.$inferSelect;

/**
 * Resources as the API answers them, translated into `language` (fallback en) in two queries
 * (labels and texts together), each with its category's name. A tutorial's `CodeEmbed` goes
 * through the embed rule again (`playableEmbed`): a stored value it would refuse today answers null
 * and is never framed.
 */
export async function translateResources(
  db: Db,
  options: {
    language: Language;
    resources: readonly ResourceRow[];
    /** Each category's label id, by category id. */
    categoryLabels: ReadonlyMap<number, number>;
  },
): Promise<HelpResource[]> {
  const { resources, categoryLabels } = options;
  const { label, text } = await loadTranslations(db, {
    language: options.language,
    labels: [...categoryLabels.values(), ...resources.map((resource) => resource.IdLibelle)],
    texts: resources.map((resource) => resource.IdTexte),
  });
  return resources.map((resource) => ({
    Id: resource.Id,
    IdLibelle: resource.IdLibelle,
    Libelle: label(resource.IdLibelle) ?? '',
    IdType: resource.IdType,
    IdTexte: resource.IdTexte,
    Texte: text(resource.IdTexte),
    CodeEmbed: resource.IdType === 'video' ? playableEmbed(resource.CodeEmbed) : null,
    LibelleCategorie: label(categoryLabels.get(resource.IdCategorie)) ?? '',
    IdCategorie: resource.IdCategorie,
  }));
}
