/**
 * The help centre's calls (spec §7: `help/categorie`, `help/categorie/{id}/ressources`). Labels and
 * texts arrive translated into the request's `culture` (fallback en); an answer's `Texte` is the
 * markup of `content/content-markup.ts`, never HTML.
 */
import { z } from 'zod';
import { ZId } from '../fields/ids.ts';
import { TEXT_INVALID, zPlainText } from '../fields/text.ts';
import { ZLanguage } from '../languages.ts';
import { HELP_SEARCH_MAX, HELP_SEARCH_MIN } from './help-search.ts';
import { HELP_CATEGORY_TYPES, HELP_RESOURCE_TYPES } from './help-values.ts';

export const ZHelpCategory = z.object({
  Id: ZId,
  IdLibelle: ZId,
  Libelle: z.string(),
  IdType: z.enum(HELP_CATEGORY_TYPES),
  Ordre: z.number().int(),
});
export type HelpCategory = z.infer<typeof ZHelpCategory>;
export const ZHelpCategoryList = z.array(ZHelpCategory);

export const ZHelpResource = z.object({
  Id: ZId,
  IdLibelle: ZId,
  /** The question, or the tutorial's title. */
  Libelle: z.string(),
  IdType: z.enum(HELP_RESOURCE_TYPES),
  IdTexte: ZId.nullable(),
  /** The answer, in the content markup. */
  Texte: z.string().nullable(),
  /**
   * A video tutorial's player address: the canonical https address of an allowed host
   * (`video-embed.ts`), framed sandboxed on the resources page; null when the rule refuses it. No
   * embed code from the data is ever run.
   */
  CodeEmbed: z.string().nullable(),
  LibelleCategorie: z.string(),
  /** The category it belongs to (a search answers resources of several). */
  IdCategorie: ZId,
});
export type HelpResource = z.infer<typeof ZHelpResource>;
export const ZHelpResourceList = z.array(ZHelpResource);

/** A category's page: the categories to go to, and this one's resources. */
export type HelpCategoryPage = { categories: HelpCategory[]; resources: HelpResource[] };

/** `GET help/recherche?q=...&type=user|festival`: the signed-in search (accents and case ignored). */
export const ZHelpSearchQuery = z.strictObject({
  q: zPlainText()
    // What a query string could not decode: invalid UTF-8 (read as U+FFFD) or an escape left as it came (`%ZZ`, `%ED%A0`).
    .refine((value) => !/\uFFFD|%\S/.test(value), { message: TEXT_INVALID, abort: true })
    .trim()
    .min(HELP_SEARCH_MIN)
    .max(HELP_SEARCH_MAX),
  type: z.enum(HELP_CATEGORY_TYPES).optional(),
});

/** A line of operator text: plain, one line, up to 255 characters. */
const ZHelpTitle = zPlainText().trim().min(1).max(255);

/**
 * `npm run admin -- save-help-resource`: a new resource (`--category`, written in English first)
 * or one language of an existing one (`--id`). A tutorial's `--embed` is a video address or its
 * host's iframe code, kept only as the canonical player address of an allowed host.
 */
export const ZSaveHelpResourceCommand = z
  .strictObject({
    id: ZId.optional(),
    category: ZId.optional(),
    type: z.enum(HELP_RESOURCE_TYPES).optional(),
    language: ZLanguage,
    title: ZHelpTitle.optional(),
    /** The answer or the tutorial's description, in the content markup (scripts and tags removed). */
    text: zPlainText({ multiline: true }).trim().min(1).max(20_000).optional(),
    embed: zPlainText().trim().min(1).max(2000).optional(),
    order: z.number().int().min(0).max(10_000).optional(),
  })
  .refine((input) => (input.id === undefined) !== (input.category === undefined), {
    path: ['id'],
    message: 'Give --id to edit a resource or --category to create one',
  });
export type SaveHelpResourceCommand = z.infer<typeof ZSaveHelpResourceCommand>;
