import type { Db } from '@shortlist/db/client';
import { aideCategorie, aideRessource } from '@shortlist/db/schema/help';
import type { HelpResource } from '@shortlist/domain/help/api-contracts';
import {
  foldForSearch,
  HELP_SEARCH_LIMIT,
  matchesSearch,
  searchTerms,
} from '@shortlist/domain/help/help-search';
import type { HelpCategoryType } from '@shortlist/domain/help/help-values';
import type { Language } from '@shortlist/domain/languages';
import { asc, eq } from 'drizzle-orm';
import { translateResources } from './translate-resources.ts';

/**
 * The help's articles and tutorials of one audience (filmmakers `user` by default, or
 * `festival`) whose title or text, in the reader's language as the page shows it (fallback en),
 * holds every word of `query`, accents and case ignored (`foldForSearch`), in the help's own order
 * (categories, then resources). The help is small (a few hundred rows per audience), so it is read
 * whole and folded here: three queries, the same rule on PGlite and PostgreSQL.
 */
export async function searchHelp(
  db: Db,
  options: { query: string; language: Language; type?: HelpCategoryType },
): Promise<HelpResource[]> {
  const terms = searchTerms(options.query);
  if (terms.length === 0) return [];
  const rows = await db
    .select({ category: aideCategorie.IdLibelle, resource: aideRessource })
    .from(aideRessource)
    .innerJoin(aideCategorie, eq(aideCategorie.Id, aideRessource.IdCategorie))
    .where(eq(aideCategorie.IdType, options.type ?? 'user'))
    .orderBy(
      asc(aideCategorie.Ordre),
      asc(aideCategorie.Id),
      asc(aideRessource.Ordre),
      asc(aideRessource.Id),
    );
  const resources = await translateResources(db, {
    language: options.language,
    resources: rows.map((row) => row.resource),
    categoryLabels: new Map(rows.map((row) => [row.resource.IdCategorie, row.category])),
  });
  return resources
    .filter((resource) =>
      matchesSearch(terms, [foldForSearch(resource.Libelle), foldForSearch(resource.Texte ?? '')]),
    )
    .slice(0, HELP_SEARCH_LIMIT);
}
