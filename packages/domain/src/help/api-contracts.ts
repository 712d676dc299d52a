/**
 * The help centre's calls (spec §7: `help/categorie`, `help/categorie/{id}/ressources`). Labels and
 * texts arrive translated into the request's `culture` (fallback en); an answer's `Texte` is the
 * markup of `content/content-markup.ts`, never HTML.
 */
import { z } from 'zod';
import { ZId } from '../fields/ids.ts';
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
  /** A video tutorial's address (https), shown as a link: no embed code from the data is run. */
  CodeEmbed: z.string().nullable(),
  LibelleCategorie: z.string(),
});
export type HelpResource = z.infer<typeof ZHelpResource>;
export const ZHelpResourceList = z.array(ZHelpResource);

/** A category's page: the categories to go to, and this one's resources. */
export type HelpCategoryPage = { categories: HelpCategory[]; resources: HelpResource[] };
