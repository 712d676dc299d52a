import type { Db } from '@shortlist/db/client';
import { webPage } from '@shortlist/db/schema/content';
import type { WebPage } from '@shortlist/domain/content/api-contracts';
import { isContentPageKey } from '@shortlist/domain/content/placements';
import { DEFAULT_LANGUAGE, type Language, languageFromId, languageId } from '@shortlist/domain/languages';
import { localizedPath, matchPagePath } from '@shortlist/i18n/routes';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';

export type FindContentPageOptions = {
  /** The page's path with its language prefix (`/fr/conditions-generales`), as `POST wpage` gets it. */
  path: string;
  routedLanguages: readonly Language[];
  portal?: number;
};

type PageRow = typeof webPage.$inferSelect;

function answer(row: PageRow, options: { path: string; alternates: WebPage['Alternates'] }): WebPage {
  const language = languageFromId(row.IdLangue);
  if (!language) throw new AppError('CONTENT_PAGE_NOT_FOUND');
  return {
    Id: row.Id,
    IdPortail: row.IdPortail,
    CleRoute: row.CleRoute,
    Langue: language,
    Route: options.path,
    RouteCanonique: row.RouteCanonique ?? options.path,
    Alternates: options.alternates,
    Libelle: row.Libelle,
    SeoTitre: row.SeoTitre,
    SeoDescription: row.SeoDescription,
    IsActive: true,
    DateModification: row.DateModification.toISOString(),
  };
}

/**
 * The content page a path leads to (spec §7 `POST wpage {Data: path}`). A content route of the
 * table (`/fr/conditions-generales`) is read in the path's language, or in English when it has no
 * version there (its `Langue` says which). Any other path a free page may have (`/en/about-us`,
 * spec §2 `{name}`) is the free page published at that path, with its versions in the other
 * routed languages as alternates. An unknown path, a route that is not a content page, or a page
 * with no active version answers CONTENT_PAGE_NOT_FOUND.
 */
export async function findContentPage(db: Db, options: FindContentPageOptions): Promise<WebPage> {
  const portal = options.portal ?? 1;
  const match = matchPagePath(options.path, options.routedLanguages);
  if (match.kind !== 'route') throw new AppError('CONTENT_PAGE_NOT_FOUND');
  if (match.key === 'webPage') return findFreePage(db, { ...options, path: match.params.path ?? '', portal });
  if (!isContentPageKey(match.key)) throw new AppError('CONTENT_PAGE_NOT_FOUND');
  const asked = languageId(match.language);
  const fallback = languageId(DEFAULT_LANGUAGE);
  const [row] = await db
    .select()
    .from(webPage)
    .where(
      and(
        eq(webPage.IdPortail, portal),
        eq(webPage.CleRoute, match.key),
        eq(webPage.IsActive, true),
        inArray(webPage.IdLangue, [asked, fallback]),
      ),
    )
    .orderBy(sql`${webPage.IdLangue} = ${asked} desc`)
    .limit(1);
  if (!row) throw new AppError('CONTENT_PAGE_NOT_FOUND');
  return answer(row, { path: localizedPath(match.key, match.language), alternates: [] });
}

/** A free page at its own path, and its active versions in the routed languages. Two queries. */
async function findFreePage(
  db: Db,
  options: { path: string; portal: number; routedLanguages: readonly Language[] },
): Promise<WebPage> {
  const [row] = await db
    .select()
    .from(webPage)
    .where(
      and(eq(webPage.IdPortail, options.portal), eq(webPage.Route, options.path), eq(webPage.IsActive, true)),
    )
    .limit(1);
  if (!row) throw new AppError('CONTENT_PAGE_NOT_FOUND');
  const versions = await db
    .select({ IdLangue: webPage.IdLangue, Route: webPage.Route })
    .from(webPage)
    .where(
      and(
        eq(webPage.IdPortail, options.portal),
        eq(webPage.CleRoute, row.CleRoute),
        eq(webPage.IsActive, true),
        inArray(webPage.IdLangue, options.routedLanguages.map(languageId)),
      ),
    )
    .orderBy(asc(webPage.IdLangue));
  const alternates = versions.flatMap((version) => {
    const language = languageFromId(version.IdLangue);
    return language && version.Route ? [{ Langue: language, Route: version.Route }] : [];
  });
  return answer(row, { path: options.path, alternates });
}
