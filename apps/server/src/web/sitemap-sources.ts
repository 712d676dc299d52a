import type { Db } from '@shortlist/db/client';
import { webPage } from '@shortlist/db/schema/content';
import { festival } from '@shortlist/db/schema/festivals';
import { film } from '@shortlist/db/schema/films';
import { aideCategorie } from '@shortlist/db/schema/help';
import { CONTENT_PAGE_KEYS } from '@shortlist/domain/content/placements';
import { festivalSmartName } from '@shortlist/domain/festivals/smart-name';
import { PUBLICATION } from '@shortlist/domain/films/film-values';
import { type Language, languageFromId } from '@shortlist/domain/languages';
import type { RouteKey, RouteParams } from '@shortlist/i18n/routes';
import { and, asc, eq, isNotNull } from 'drizzle-orm';

/**
 * One public page of the sitemap, in no language yet: the sitemap writes it once per routed
 * language, each with the alternates of the others (`localizedPath` of the route table).
 */
export type SitemapPage =
  | { key: RouteKey; params?: RouteParams }
  /** A free content page: only the languages it is written in, each at its own path. */
  | { versions: { language: Language; path: string }[] };

/** A kind of public page. Each returns its pages in a stable order, so sitemap parts stay put. */
export type SitemapSource = (db: Db) => Promise<SitemapPage[]>;

/**
 * Public pages without parameters worth a search result: home and the directory. Sign-in, account
 * creation and password pages are public but are not content; `sitemap.test.ts` checks each key
 * here is public and indexed.
 */
export const STATIC_PAGE_KEYS = ['home', 'festivals'] as const satisfies readonly RouteKey[];

export const staticPages: SitemapSource = async () => STATIC_PAGE_KEYS.map((key) => ({ key }));

/**
 * The content pages of spec §2 (how it works, pricing, terms...) the content system holds and has
 * active, in the route table's order; a page it does not hold answers 404 and is not listed.
 */
export const contentPages: SitemapSource = async (db) => {
  const rows = await db
    .selectDistinct({ CleRoute: webPage.CleRoute })
    .from(webPage)
    .where(eq(webPage.IsActive, true));
  const held = new Set(rows.map((row) => row.CleRoute));
  return CONTENT_PAGE_KEYS.filter((key) => held.has(key)).map((key) => ({ key }));
};

/**
 * Free content pages (spec §2 `{name}`), once per name with their active versions, each listed
 * at the path it is published at (its canonical one when an operator set another).
 */
export const freeContentPages: SitemapSource = async (db) => {
  const rows = await db
    .select({
      CleRoute: webPage.CleRoute,
      IdLangue: webPage.IdLangue,
      Route: webPage.Route,
      RouteCanonique: webPage.RouteCanonique,
    })
    .from(webPage)
    .where(and(eq(webPage.IsActive, true), isNotNull(webPage.Route)))
    .orderBy(asc(webPage.CleRoute), asc(webPage.IdLangue));
  const pages = new Map<string, { language: Language; path: string }[]>();
  for (const row of rows) {
    const language = languageFromId(row.IdLangue);
    // A version whose canonical address is another page's is that page's copy: not listed.
    if (!language || !row.Route || (row.RouteCanonique && row.RouteCanonique !== row.Route)) continue;
    pages.set(row.CleRoute, [...(pages.get(row.CleRoute) ?? []), { language, path: row.Route }]);
  }
  return [...pages.values()].map((versions) => ({ versions }));
};

/** The help centre's categories for filmmakers (`help/category/10`...), in their order. */
export const helpPages: SitemapSource = async (db) => {
  const rows = await db
    .select({ Id: aideCategorie.Id })
    .from(aideCategorie)
    .where(eq(aideCategorie.IdType, 'user'))
    .orderBy(asc(aideCategorie.Ordre), asc(aideCategorie.Id));
  return rows.map((row) => ({ key: 'helpCategory', params: { id: String(row.Id) } }));
};

/** Every festival has a public page, under its smart name (`12-clermont-ferrand-...`). */
export const festivalPages: SitemapSource = async (db) => {
  const rows = await db
    .select({ Id: festival.Id, Nom: festival.Nom })
    .from(festival)
    .orderBy(asc(festival.Id));
  return rows.map((row) => ({ key: 'festival', params: { id: festivalSmartName(row.Id, row.Nom) } }));
};

/**
 * Public films (spec §4), at their custom URL when they have one, as their page's canonical link
 * (film-head.ts `publicFilmKey`). Private and password-protected films answer 404 or a password
 * form to a crawler: not listed.
 */
export const filmPages: SitemapSource = async (db) => {
  const rows = await db
    .select({ Id: film.Id, Shortname: film.Shortname })
    .from(film)
    .where(eq(film.Publication, PUBLICATION.public))
    .orderBy(asc(film.Id));
  return rows.map((row) => ({ key: 'film', params: { id: row.Shortname ?? String(row.Id) } }));
};

/** Every kind of public page, in sitemap order. A new kind of public page adds one source here. */
export const SITEMAP_SOURCES: readonly SitemapSource[] = [
  staticPages,
  contentPages,
  freeContentPages,
  helpPages,
  festivalPages,
  filmPages,
];
