/**
 * The content system's calls (spec §7 "Festivals and content": `POST wpage {Data: path}`, `GET
 * wpage/{idPage}/wbloc`). A page is found by its path (`/fr/conditions-generales`); its blocks come
 * apart. Field names follow the spec (§3 "Web page"); block contents are the markup of
 * `content-markup.ts`, never HTML.
 */
import { z } from 'zod';
import { ZId } from '../fields/ids.ts';
import { ZLanguage } from '../languages.ts';
import { isFreePageName } from './free-page-path.ts';
import { BLOCK_PLACEMENT, isContentPageKey, isSiteImagePath } from './placements.ts';

/** A page path as the browser shows it, with its language prefix. */
export const ZWebPageRequest = z.object({
  Data: z.string().trim().min(2).max(300).startsWith('/'),
});
export type WebPageRequest = z.infer<typeof ZWebPageRequest>;

export const ZWebPage = z.object({
  Id: ZId,
  IdPortail: ZId,
  /**
   * The page's key: a content route of the route table (`terms`, whose path the table gives in
   * each language), or a free page's name (`about-us`), shared by its versions in each language.
   */
  CleRoute: z.string(),
  /** The language the page is written in: the asked one, or English when it has no version there. */
  Langue: ZLanguage,
  /** This version's path (`/en/about-us`). */
  Route: z.string(),
  /** The path search engines should list for this version: its own unless an operator set another. */
  RouteCanonique: z.string(),
  /**
   * A free page's active versions, this one included, one per language (the head's hreflang links,
   * the language switcher, and where a visitor of another language is sent). Empty for a content
   * route, whose alternates are the route table's.
   */
  Alternates: z.array(z.object({ Langue: ZLanguage, Route: z.string() })),
  Libelle: z.string(),
  SeoTitre: z.string().nullable(),
  SeoDescription: z.string().nullable(),
  IsActive: z.literal(true),
  DateModification: z.iso.datetime({ offset: true }),
});
export type WebPage = z.infer<typeof ZWebPage>;

const placements = Object.values(BLOCK_PLACEMENT) as [number, ...number[]];

export const ZWebBlock = z.object({
  Id: ZId,
  IdPage: ZId,
  Libelle: z.string(),
  Contenu: z.string(),
  Emplacement: z
    .number()
    .int()
    .refine((value) => placements.includes(value)),
  Ordre: z.number().int(),
});
export type WebBlock = z.infer<typeof ZWebBlock>;

export const ZWebBlocks = z.array(ZWebBlock);

/** A page and its blocks, as a server-rendered content page reads them in one go. */
export type ContentPage = { page: WebPage; blocks: WebBlock[] };

/** A block's text as an operator sends it: the markup of `content-markup.ts`. */
const ZBlockText = z.string().trim().min(1).max(100_000);

/** A header title, subtitle or image address: one line. */
const ZHeaderLine = z.string().trim().min(1).max(255);

/** A free page's path as an operator gives it: `/en/about-us` (the route table's paths are refused later). */
export const ZFreePagePath = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/[a-z]{2}(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){1,5}$/, 'FREE_PAGE_PATH_INVALID');

/**
 * `npm run admin -- save-content-page`: writes one version of a content page (its key and
 * language) with at most one block per placement, replacing what it held. The key is a content
 * route of the table (`terms`) or a free page's name (`about-us`), which then needs `route`, its
 * path in that language (`/fr/a-propos`); versions of one name in other languages are its
 * alternates. `inactive` unpublishes it (a 404 until saved again without it). The deprecated
 * header placements may be written (a site image path for `headerImage`); `css` is refused: the
 * site's look is the design system's and the CSP allows no content style.
 */
export const ZSaveContentPageCommand = z
  .strictObject({
    page: z
      .string()
      .trim()
      .min(1)
      .max(80)
      .refine((page) => isContentPageKey(page) || isFreePageName(page), 'CONTENT_PAGE_KEY_INVALID'),
    language: ZLanguage,
    route: ZFreePagePath.optional(),
    canonical: ZFreePagePath.optional(),
    headerTitle: ZHeaderLine.optional(),
    headerSubTitle: ZHeaderLine.optional(),
    headerImage: ZHeaderLine.refine(isSiteImagePath, 'HEADER_IMAGE_NOT_SITE_PATH').optional(),
    headerContent: z.string().trim().min(1).max(100_000).optional(),
    title: z.string().trim().min(1).max(255),
    seoTitle: z.string().trim().min(1).max(255).optional(),
    seoDescription: z.string().trim().min(1).max(500).optional(),
    top: ZBlockText.optional(),
    centre: ZBlockText.optional(),
    left: ZBlockText.optional(),
    bottom: ZBlockText.optional(),
    inactive: z.literal(true).optional(),
  })
  .refine((input) => input.top !== undefined || input.centre !== undefined, {
    path: ['centre'],
    message: 'A page needs a top or a centre block',
  })
  .refine((input) => isContentPageKey(input.page) === (input.route === undefined), {
    path: ['route'],
    message: 'ROUTE_REQUIRED_FOR_FREE_PAGE_ONLY',
  })
  .refine((input) => input.route === undefined || input.route.startsWith(`/${input.language}/`), {
    path: ['route'],
    message: 'ROUTE_LANGUAGE_MISMATCH',
  })
  .refine((input) => input.canonical === undefined || input.route !== undefined, {
    path: ['canonical'],
    message: 'CANONICAL_FOR_FREE_PAGE_ONLY',
  });
export type SaveContentPageCommand = z.infer<typeof ZSaveContentPageCommand>;
