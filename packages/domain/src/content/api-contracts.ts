/**
 * The content system's calls (spec §7 "Festivals and content": `POST wpage {Data: path}`, `GET
 * wpage/{idPage}/wbloc`). A page is found by its path (`/fr/conditions-generales`); its blocks come
 * apart. Field names follow the spec (§3 "Web page"); block contents are the markup of
 * `content-markup.ts`, never HTML.
 */
import { z } from 'zod';
import { ZId } from '../fields/ids.ts';
import { ZLanguage } from '../languages.ts';
import { BLOCK_PLACEMENT, CONTENT_PAGE_KEYS } from './placements.ts';

/** A page path as the browser shows it, with its language prefix. */
export const ZWebPageRequest = z.object({
  Data: z.string().trim().min(2).max(300).startsWith('/'),
});
export type WebPageRequest = z.infer<typeof ZWebPageRequest>;

export const ZWebPage = z.object({
  Id: ZId,
  IdPortail: ZId,
  /** The route key of the page (`terms`), whose path the route table gives in each language. */
  CleRoute: z.enum(CONTENT_PAGE_KEYS),
  /** The language the page is written in: the asked one, or English when it has no version there. */
  Langue: ZLanguage,
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

/**
 * `npm run admin -- save-content-page`: writes one version of a content page (its route key and
 * language) with at most one block per shown placement, replacing what it held. `inactive`
 * unpublishes it (a 404 until saved again without it).
 */
export const ZSaveContentPageCommand = z
  .strictObject({
    page: z.enum(CONTENT_PAGE_KEYS),
    language: ZLanguage,
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
  });
export type SaveContentPageCommand = z.infer<typeof ZSaveContentPageCommand>;
