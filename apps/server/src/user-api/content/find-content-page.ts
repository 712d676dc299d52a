import type { Db } from '@shortlist/db/client';
import { webPage } from '@shortlist/db/schema/content';
import type { WebPage } from '@shortlist/domain/content/api-contracts';
import { isContentPageKey } from '@shortlist/domain/content/placements';
import { DEFAULT_LANGUAGE, type Language, languageFromId, languageId } from '@shortlist/domain/languages';
import { matchLocalizedPath } from '@shortlist/i18n/routes';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';

export type FindContentPageOptions = {
  /** The page's path with its language prefix (`/fr/conditions-generales`), as `POST wpage` gets it. */
  path: string;
  routedLanguages: readonly Language[];
  portal?: number;
};

/**
 * The content page a path leads to (spec §7 `POST wpage {Data: path}`): the route table names the
 * page and its language; the page is read in that language, or in English when it has no version
 * there (its `Langue` says which). An unknown path, a route that is not a content page, or a page
 * with no active version answers CONTENT_PAGE_NOT_FOUND. One query.
 */
export async function findContentPage(db: Db, options: FindContentPageOptions): Promise<WebPage> {
  const match = matchLocalizedPath(options.path, options.routedLanguages);
  if (match.kind !== 'route' || !isContentPageKey(match.key)) throw new AppError('CONTENT_PAGE_NOT_FOUND');
  const asked = languageId(match.language);
  const fallback = languageId(DEFAULT_LANGUAGE);
  const [row] = await db
    .select()
    .from(webPage)
    .where(
      and(
        eq(webPage.IdPortail, options.portal ?? 1),
        eq(webPage.CleRoute, match.key),
        eq(webPage.IsActive, true),
        inArray(webPage.IdLangue, [asked, fallback]),
      ),
    )
    .orderBy(sql`${webPage.IdLangue} = ${asked} desc`)
    .limit(1);
  const language = row ? languageFromId(row.IdLangue) : undefined;
  if (!row || !language) throw new AppError('CONTENT_PAGE_NOT_FOUND');
  return {
    Id: row.Id,
    IdPortail: row.IdPortail,
    CleRoute: row.CleRoute,
    Langue: language,
    Libelle: row.Libelle,
    SeoTitre: row.SeoTitre,
    SeoDescription: row.SeoDescription,
    IsActive: true,
    DateModification: row.DateModification.toISOString(),
  };
}
